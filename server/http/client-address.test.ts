// The address a request's limits count under: the socket's peer, X-Forwarded-For only behind a
// trusted proxy, IPv6 by its /64.
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { addressKey, clientAddress } from './client-address.ts';

describe('addressKey', () => {
  test.each([
    ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address is the IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv4 address with a port drops the port', '203.0.113.7:51234', '203.0.113.7'],
    ['an IPv6 address counts by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['two addresses of one /64 share the key', '2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['another /64 is another key', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['leading zeros and case do not make another key', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a compressed prefix expands', '2001:db8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['bracketed with a port', '[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
    ['a zone id is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['anything else is kept, bounded', `x${'y'.repeat(100)}`, `x${'y'.repeat(63)}`],
  ])('%s', (_name, raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });
});

describe('clientAddress', () => {
  const app = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
  const ask = (trustProxy: boolean, headers: Record<string, string>, peer = '198.51.100.1') =>
    Promise.resolve(app(trustProxy).request('/', { headers }, socket(peer))).then((r) => r.text());

  test('the socket peer is the address; X-Forwarded-For is ignored unless the proxy is trusted', async () => {
    expect(await ask(false, {})).toBe('198.51.100.1');
    expect(await ask(false, { 'x-forwarded-for': '203.0.113.9' })).toBe('198.51.100.1');
  });

  test('behind a trusted proxy the last X-Forwarded-For entry is the address, whatever the client put before it', async () => {
    expect(await ask(true, { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ask(true, { 'x-forwarded-for': ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(await ask(true, {})).toBe('198.51.100.1');
  });
});
