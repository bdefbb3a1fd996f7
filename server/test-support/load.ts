// Steady load for the fault tests: `clients` loops, each sending its next request as soon as
// the last one is answered, until stopped or out of requests. Every answer is kept with when it
// came and how long it took; a request that gets no answer in `hangMs` is aborted and kept as a
// hang, one that gets no answer at all (connection refused or cut) with its error. After a
// failure a client pauses `pauseMs`, as a client honouring Retry-After would, only shorter.
export interface Outgoing {
  path: string;
  init?: RequestInit;
  /** Anything the test needs to recognise the request by afterwards. */
  tag?: unknown;
}

export interface Sample {
  tag: unknown;
  /** HTTP status; 0 without an answer (see error). */
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fault tests read fields of whatever came back (JSON or text), unchecked, as http.ts does
  body: any;
  retryAfter: string | null;
  /** Milliseconds since the load started, at the answer. */
  at: number;
  ms: number;
  error?: 'hang' | string;
}

export interface Load {
  readonly samples: Sample[];
  /** Milliseconds since the load started. */
  now(): number;
  /** Stops sending and waits for the answers still due. */
  stop(): Promise<Sample[]>;
}

export function startLoad(baseUrl: string, opts: { clients: number; next(): Outgoing | undefined; hangMs?: number; pauseMs?: number }): Load {
  const { clients, next, hangMs = 15_000, pauseMs = 50 } = opts;
  const started = Date.now();
  const now = () => Date.now() - started;
  const samples: Sample[] = [];
  let stopped = false;

  async function send(out: Outgoing): Promise<Sample> {
    const from = now();
    try {
      const res = await fetch(`${baseUrl}${out.path}`, { ...out.init, signal: AbortSignal.timeout(hangMs) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { tag: out.tag, status: res.status, body, retryAfter: res.headers.get('retry-after'), at: now(), ms: now() - from };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const error = e.name === 'TimeoutError' ? 'hang' : (e.cause?.code ?? e.cause?.message ?? e.message);
      return { tag: out.tag, status: 0, body: undefined, retryAfter: null, at: now(), ms: now() - from, error };
    }
  }

  const loops = Array.from({ length: clients }, async () => {
    while (!stopped) {
      const out = next();
      if (!out) return;
      const sample = await send(out);
      samples.push(sample);
      if (sample.status < 200 || sample.status >= 300) await new Promise((resolve) => setTimeout(resolve, pauseMs)); // wall clock: real clients back off in real time
    }
  });

  return {
    samples,
    now,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Resolves once `probe` is true, checking every `everyMs`; rejects after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs)); // wall clock: between probes of a condition in another process
  }
}
