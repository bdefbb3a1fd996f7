// The stand-ins for ufo and destr (url-lite.ts, json-lite.ts) answer as the originals do for what
// the API client hands them.
import { describe, expect, it } from 'vitest';
// The originals by file: the bare names are aliased to the stand-ins, as in the build.
import realDestr from '../../node_modules/destr/dist/index.mjs';
import { withBase as realWithBase, withQuery as realWithQuery } from '../../node_modules/ufo/dist/index.mjs';
import destr from './json-lite.ts';
import { withBase, withQuery } from './url-lite.ts';

describe('withBase: a path of the API under its base', () => {
  it.each([
    ['booking/departments', '/api'],
    ['booking/departments', '/api/'],
    ['booking/departments', 'http://127.0.0.1:8080/api'],
    ['booking/service/id/3002', 'https://example.gov.mo/booking/api/'],
    ['/api/booking/count', '/api'],
    ['/apix/booking', '/api'],
    ['https://other.example/api/x', '/api'],
    ['appms/services/keyword/%E8%AD%89', '/api'],
    ['booking/departments', ''],
    ['booking/departments', '/'],
  ])('%s under %s', (input, base) => {
    expect(withBase(input, base)).toBe(realWithBase(input, base));
  });
});

describe('withQuery: the flat query of strings the client sends', () => {
  it.each<[string, Record<string, string | undefined>]>([
    ['/api/booking/departments', { remoteCounter: 'true', euid: 'MO-0000001' }],
    ['/api/history/services', { page: '0', size: '5', remoteCounter: 'false' }],
    ['/api/appms/services/recommend', { keyword: '身份 證' }],
    ['/api/appms/services/recommend', { keyword: 'a&b=c+d' }],
    ['/api/x?size=999', { size: '5', remoteCounter: 'true' }],
    ['/api/x?size=999', { size: undefined }],
    ['/api/x', {}],
  ])('%s + %j', (input, query) => {
    expect(decodeURIComponent(withQuery(input, query))).toBe(decodeURIComponent(realWithQuery(input, query)));
    expect(new URL(withQuery(input, query), 'http://h').searchParams.toString()).toBe(new URL(realWithQuery(input, query), 'http://h').searchParams.toString());
  });
});

describe('destr: the answer bodies', () => {
  it.each([
    ['{"code":200,"message":"OK","value":[{"id":1,"name":"身份證明局"}]}'],
    ['[1,2,3]'],
    ['true'],
    ['null'],
    ['"text"'],
    ['Service Unavailable'],
    [''],
    ['{"code":601,"message":"x"'],
  ])('%s', (body) => {
    expect(destr(body)).toEqual(realDestr(body));
  });

  it('a key that would reach the prototype is dropped', () => {
    const parsed = destr<Record<string, unknown>>('{"a":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
    expect(Object.keys(parsed)).toEqual(['a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
