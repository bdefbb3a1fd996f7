// `tsx server/main.ts`: the reference server as a process (settings from the environment);
// `--production` (npm run serve) is the deployment's start, with the refusals of
// server/start-rules.ts. SIGTERM (or Ctrl-C) shuts down cleanly: no new requests, the ones in
// flight finish, then the database closes and the process exits 0 (see close() in start.ts).
import { startRefusal, TEST_MODE_BANNER } from './start-rules.ts';

const production = process.argv.includes('--production');
const refusal = startRefusal(process.env, production);
if (refusal) {
  console.error(`civic-booking refuses to start: ${refusal}`);
  process.exit(1);
}
if (process.env.TEST_MODE?.trim() === '1') console.warn(TEST_MODE_BANNER);
else if (!production && !process.env.TOKEN_SECRET) {
  console.warn('civic-booking: no TOKEN_SECRET, so the token key is kept in the database; a deployment starts with `npm run serve`, which requires it.');
}

// Imported once the start is allowed: a refusal answers at once, before the database opens.
const { startServer } = await import('./start.ts');
const server = await startServer();
console.log(`civic-booking listening on ${server.url}${production ? ' (production)' : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`civic-booking stopping (${signal}): finishing the requests in flight`);
    server.close().then(
      () => {
        console.log('civic-booking stopped');
        process.exit(0);
      },
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
