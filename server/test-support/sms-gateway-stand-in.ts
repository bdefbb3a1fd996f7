// A stand-in SMS gateway for the tests of the gateway sender (server/auth/sms-gateway.ts) and
// the journeys that take a ticket with a code it received: a real HTTP server in the test's own
// process that keeps every request it gets and answers each as the test planned: a status, the
// same late, when the test releases it, or never (then only the sender's timeout ends the try).
import { json, later, silent, startFixtureServer, type Handler, type Seen } from '../../test/unit-support/http-server.fixture.ts';

/** A status; the same after `afterMs` (a slow gateway); 200 once the test calls release(); or no answer at all. */
type PlannedAnswer = number | { status: number; afterMs: number } | 'held' | 'never';

interface ReceivedRequest extends Seen {
  /** performance.now() when the request's body was in. */
  at: number;
}

export interface StandInGateway {
  url: string;
  received: ReceivedRequest[];
  /** The answers to the next requests, in order; once they are used up, 200. */
  plan(...answers: PlannedAnswer[]): void;
  /** Answers 200 to the requests planned 'held' that wait. */
  release(): void;
  /** The code of the newest SMS to a full number (85366110001) whose body was the default JSON template. */
  codeSentTo(msisdn: string): string | undefined;
  close(): Promise<void>;
}

const answerWith = (status: number): Handler => json(status, status < 300 ? { id: 'sm-1', status: 'accepted' } : { error: 'stand-in failure' });

function handlerFor(answer: PlannedAnswer, held: (() => void)[]): Handler {
  if (answer === 'never') return silent;
  if (answer === 'held') return (req, res, seen) => void held.push(() => answerWith(200)(req, res, seen));
  if (typeof answer === 'number') return answerWith(answer);
  return later(answer.afterMs, answerWith(answer.status));
}

export async function startStandInGateway(): Promise<StandInGateway> {
  const received: ReceivedRequest[] = [];
  let planned: PlannedAnswer[] = [];
  const held: (() => void)[] = [];
  const server = await startFixtureServer((req, res, seen) => {
    received.push({ ...seen, at: performance.now() });
    handlerFor(planned.shift() ?? 200, held)(req, res, seen);
  });
  return {
    url: `${server.origin}/sms`,
    received,
    plan: (...answers) => void (planned = answers),
    release: () => held.splice(0).forEach((answer) => answer()),
    codeSentTo(msisdn) {
      const texts = received.map((r) => JSON.parse(r.body) as { to: string; text: string }).filter((m) => m.to === `+${msisdn}`);
      return /\b\d{6}\b/.exec(texts.at(-1)?.text ?? '')?.[0];
    },
    close: () => server.close(),
  };
}
