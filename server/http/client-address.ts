// Who is asking, for the limits kept per client address. The address is the socket's peer;
// only with TRUST_PROXY=1 (one reverse proxy in front, which appends the address it saw) is it
// the last entry of X-Forwarded-For, since everything before that entry is whatever the client
// chose to send. An IPv6 client counts by its /64 network: one line or machine gets a whole
// /64 and may pick any address in it.
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The key a request's limits are counted under. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (forwarded) return addressKey(forwarded);
  }
  // @hono/node-server hands the Node request over as c.env.incoming.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return addressKey(env?.incoming?.socket?.remoteAddress ?? 'unknown');
}

/** IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network, anything else trimmed to 64 characters. */
export function addressKey(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort) address = withPort[1]!;
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address.slice(0, 64);
}

/** The eight 16-bit groups of a valid IPv6 address, in lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g];
          const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((g) => parseInt(g, 16).toString(16));
}
