// A request caught in flight: its headers and the first half of its body are sent on a
// connection of its own, and the rest waits for finish(). The server has begun it (its handler
// runs, reading the body) but cannot answer yet, which is how a shutdown test puts requests in
// flight at the moment of the signal.
import http from 'node:http';

interface HeldAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fault tests read fields of whatever came back (JSON or text), unchecked, as http.ts does
  body: any;
}

export interface HeldRequest {
  /** Resolves once the headers and the first half of the body are on the wire. */
  sent: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer, or the error that ended the connection without one. */
  answer: Promise<HeldAnswer>;
}

export function holdRequest(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): HeldRequest {
  const text = Buffer.from(JSON.stringify(body));
  const half = Math.floor(text.length / 2);
  const req = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(text.length), ...headers },
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (raw += chunk));
      res.once('error', reject);
      res.once('end', () => {
        let parsed: unknown = raw;
        try {
          parsed = JSON.parse(raw);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
  });
  answer.catch(() => undefined); // read by the test; never an unhandled rejection meanwhile
  req.flushHeaders();
  const sent = new Promise<void>((resolve, reject) => {
    req.once('error', reject);
    req.write(text.subarray(0, half), (err) => (err ? reject(err) : resolve()));
  });
  return { sent, finish: () => req.end(text.subarray(half)), answer };
}
