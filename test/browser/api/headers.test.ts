// The API client in real Chromium against the reference server: the headers of docs/behaviour/7-api.md leave
// the page on a real request, and the server acts on them (names in the `language` asked for).
// The base URL is `window.__CB_API__` when the runner sets it (the reference server it started),
// else `/api` on the page's own origin (the runner proxying to that server).
import { expect } from 'chai';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApi } from '../../../src/api/client.ts';
import type { Lang } from '../../../src/common/languages.ts';

await loadAllLanguages();

declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  status: number;
}

// A recorder, not a mock: every request goes on to the real server unchanged; only what the
// page handed to the network and the status the server answered are noted.
const realFetch = window.fetch;
let sent: Sent[] = [];
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const response = await realFetch(request.clone());
  sent.push({ method: request.method, url: request.url, headers: request.headers, status: response.status });
  return response;
};

afterEach(() => {
  sent = [];
});

function setup(language: Lang, token: string | null = null) {
  const api = createApi({
    baseURL: apiBase,
    platform: 'PCWeb',
    getLanguage: () => language,
    getToken: () => token,
  });
  return { api };
}

describe('API client in Chromium against the reference server (docs/behaviour/7-api.md)', () => {
  it('a real request carries content type, bookingSource, Origin-Platform, language, traceId and Authorization', async () => {
    const { api } = setup('en_us', 'not-a-real-token');
    const categories = await api.catalogue.categories();
    expect(categories).to.be.an('array').with.lengthOf.above(0);
    expect(sent).to.have.length(1);
    const [request] = sent;
    expect(request?.method).to.equal('GET');
    expect(request?.status).to.equal(200);
    expect(new URL(request?.url ?? '').pathname).to.match(/\/api\/booking\/categories$/);
    const headers = request?.headers;
    expect(headers?.get('Content-Type')).to.equal('application/json');
    expect(headers?.get('bookingSource')).to.equal('PCWeb');
    expect(headers?.get('Origin-Platform')).to.equal('one-account');
    expect(headers?.get('language')).to.equal('en_us');
    expect(headers?.get('traceId')).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers?.get('Authorization')).to.equal('Bearer not-a-real-token');
  });

  it('the server answers in the language the header asks for', async () => {
    const english = await setup('en_us').api.catalogue.categories();
    const portuguese = await setup('pt_pt').api.catalogue.categories();
    const traditional = await setup('zh_hant').api.catalogue.categories();
    const names = (list: Array<{ name: string }>) => list.map((c) => c.name).join('|');
    expect(names(english)).to.match(/[a-z]/i);
    expect(names(english)).not.to.equal(names(portuguese));
    expect(names(traditional)).to.match(/[\u4e00-\u9fff]/);
  });

  it('an unknown id comes back as the docs/behaviour/8-errors.md (HTTP handling) "resource not found" error, with the server message in the same language', async () => {
    const { api } = setup('pt_pt');
    const error = await api.catalogue.location(987654321).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(404);
    expect((error as ApiError).text).to.equal('Não foi possível encontrar os recursos');
    expect(sent.map((s) => s.headers.get('language'))).to.deep.equal(['pt_pt']);
  });
});
