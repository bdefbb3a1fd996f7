// Search (docs/behaviour/7-api.md (Search)): type-ahead recommendations,
// keyword search with its history, and lookup by public service code.
// @chunk search-start: with the search screen, which makes the first of these calls (docs/build.md).
import type { RequestOptions, Transport } from './transport.ts';
import { path } from './transport.ts';
import type { SearchRequest, SearchResult, Service } from '../common/api-contract.ts';

export function createSearchApi(http: Transport) {
  return {
    /** GET appms/services/recommend ?keyword: the type-ahead (hot services without a keyword). */
    recommended: (keyword?: string, remoteCounter?: boolean, { signal }: RequestOptions = {}) =>
      http.call<Service[]>('GET', 'appms/services/recommend', { query: { keyword, remoteCounter }, signal }),
    /** GET appms/services/keyword/{keyword}: departments and services, without recording history. */
    keyword: (keyword: string, remoteCounter?: boolean, { signal }: RequestOptions = {}) =>
      http.call<SearchResult>('GET', path`appms/services/keyword/${keyword}`, { query: { remoteCounter }, signal }),
    /** POST appms/services/keyword {euid, keyword, record, remoteCounter} (postKeyword) */
    search: (request: SearchRequest, { signal }: RequestOptions = {}) =>
      http.call<SearchResult>('POST', 'appms/services/keyword', { body: request, signal }),
    /** POST appms/getSearchRecords {euid}: the history keywords. */
    history: (euid: string | null, { signal }: RequestOptions = {}) =>
      http.call<string[]>('POST', 'appms/getSearchRecords', { body: { euid }, signal }),
    /** DELETE appms/searchRecord ?euid */
    clearHistory: (euid?: string | null, { signal }: RequestOptions = {}) =>
      http.call<void>('DELETE', 'appms/searchRecord', { query: { euid }, signal }),
    /** GET appms/services/publicService/{code} ?remoteCounter (getServiceByServiceCode) */
    byServiceCode: (code: string, remoteCounter?: boolean, { signal }: RequestOptions = {}) =>
      http.call<Service[]>('GET', path`appms/services/publicService/${code}`, { query: { remoteCounter }, signal }),
  };
}
