// Slow clients cannot starve the booking gate (docs/abuse-resistance.md "Slow clients"): a
// booking's body is read, bounded in size and time, before the request takes a place at the gate.
// This test needs real sockets that trickle their bodies, so it runs in real time; it keeps to a
// few seconds (200 bookings, then the trickling sockets are closed) and waits on no timer of its own
// beyond the trickle's pace.
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_CLOCK, bookingLoad, expectBookingsKept, type BookingLoad } from './test-kit.ts';
import { startLoad, waitFor, type Outgoing } from '../test-support/load.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { WRITES_ADMITTED } from '../http/write-gate.ts';

let server: TestServer;
/** When a trickling connection got an answer (its body timed out: 408). */
const answeredAt: number[] = [];
let bookings: BookingLoad;
beforeAll(async () => {
  server = await startTestServer({ clock: TEST_CLOCK, background: false });
  bookings = await bookingLoad(server.db, 40, 5);
  // A first booking, so the 200 do not pay for the server's first compilations.
  const warm = bookings.next()!;
  expect((await fetch(`${server.url}${warm.path}`, warm.init)).status).toBe(200);
});
afterAll(async () => server?.close());

/** A booking whose body comes a byte every 100 ms: its headers are in, its body never will be while the test runs. */
function trickle(url: string, first: Outgoing): net.Socket {
  const { hostname, port } = new URL(url);
  const body = String(first.init!.body);
  const headers = first.init!.headers as Record<string, string>;
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(
    `POST ${first.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Authorization: ${headers.authorization}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.on('data', () => answeredAt.push(Date.now()));
  let sent = 0;
  const timer = setInterval(() => { // wall clock: the trickle itself, a client's pace on a real socket
    if (sent < body.length - 1 && !socket.destroyed) socket.write(body[sent++]!);
  }, 100);
  socket.on('close', () => clearInterval(timer));
  return socket;
}

test(`as many connections as the gate admits (16) trickle their bodies while 200 honest bookings run: every honest booking is answered, the first long before any trickler is turned away`, { timeout: 30_000 }, async () => {
  const tricklers = Array.from({ length: WRITES_ADMITTED[server.db.kind] }, () => trickle(server.url, bookings.next()!));
  try {
    let left = 200;
    // Each booking given up after 8 s: without the fix the tricklers hold every place at the gate and none is answered.
    const loadStart = Date.now();
    const load = startLoad(server.url, { clients: 20, hangMs: 8_000, next: () => (left-- > 0 ? bookings.next() : undefined) });
    await waitFor('200 answers', async () => load.samples.length >= 200, 20_000, 20);
    const samples = await load.stop();
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const p99 = ms[Math.ceil(ms.length * 0.99) - 1]!;
    console.log(`200 bookings beside ${tricklers.length} trickling connections (${server.db.kind}): ${samples.filter((s) => s.status === 200).length} answered 200, p50 ${ms[Math.floor(ms.length / 2)]} ms, p99 ${p99} ms, max ${ms.at(-1)} ms`);
    expect(samples.map((s) => s.status)).toEqual(Array(200).fill(200));
    // The tricklers never held a place: honest bookings were answered while they still trickled
    // (their 408 comes 5 s after their headers). Had they held the gate's places, no honest
    // booking could have been answered before the first of them was turned away.
    const firstHonest = loadStart + Math.min(...samples.map((s) => s.at));
    expect(answeredAt.filter((at) => at <= firstHonest)).toEqual([]);
    await expectBookingsKept(server.db, samples);
  } finally {
    for (const socket of tricklers) socket.destroy();
  }
});
