// Without TRUST_PROXY the client address is the connection's: behind a proxy every citizen would
// share the proxy's, and one abuser would spend everyone's per-address budgets
// (docs/abuse-resistance.md "Sending"). The first request that arrives with forwarding headers
// while TRUST_PROXY is off makes the server say so, loudly and once.
import type { MiddlewareHandler } from 'hono';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function warnOfUntrustedProxy(trustProxy: boolean): MiddlewareHandler {
  let warned = trustProxy;
  return async (c, next) => {
    if (!warned) {
      const seen = FORWARDING_HEADERS.find((name) => c.req.header(name) !== undefined);
      if (seen) {
        warned = true;
        console.warn(
          `WARNING: a request came with ${seen} but TRUST_PROXY is not set: if a reverse proxy stands in front, every ` +
            'citizen shares its address and one client can spend everyone\'s per-address limits (SMS codes, wrong codes). ' +
            'Set TRUST_PROXY=1 when exactly one proxy forwards to this server (docs/abuse-resistance.md).',
        );
      }
    }
    await next();
  };
}
