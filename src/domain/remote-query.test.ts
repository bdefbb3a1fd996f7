import { describe, expect, it } from 'vitest';
import { remoteQuery } from './remote-query.ts';

describe('docs/behaviour/7-api.md remoteCounter and euid on the reads that take them', () => {
  it.each([
    ['the remote flow, a one-account citizen → both', true, 'MO-0000001', { remoteCounter: true, euid: 'MO-0000001' }],
    ['the remote flow, nobody logged in → the flag alone', true, null, { remoteCounter: true }],
    ['the web counter, a one-account citizen → remoteCounter false and the euid', false, 'MO-0000002', { remoteCounter: false, euid: 'MO-0000002' }],
    ['the web counter, an empty euid → the flag alone', false, '', { remoteCounter: false }],
  ])('%s', (_name, remote, euid, query) => {
    expect(remoteQuery(remote, euid)).toEqual(query);
  });
});
