// `tsx server/main.ts`: the reference server as a process (settings from the environment).
// SIGTERM (or Ctrl-C) shuts down cleanly: no new requests, the ones in flight finish, then the
// database closes and the process exits 0 (see close() in start.ts).
import { startServer } from './start.ts';

const server = await startServer();
console.log(`civic-booking listening on ${server.url}`);

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
