// The API client's type as the stores see it; kept in one place so the context and the store
// actions agree. It is whatever src/api/client.ts's `createApi` returns.
export type Api = Record<string, unknown>;
