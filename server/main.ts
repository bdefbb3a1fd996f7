// `tsx server/main.ts`: the reference server as a process (settings from the environment).
import { startServer } from './start.ts';

const server = await startServer();
console.log(`civic-booking listening on ${server.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
