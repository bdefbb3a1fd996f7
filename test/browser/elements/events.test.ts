// Events are cb- CustomEvents that bubble out of the shadow root with plain
// data, and the same message goes to the native bridge that is present, as versioned JSON.
import { afterEach, click, describe, equal, it, loadProbe, mount, ok, probe, waitFor } from './helpers.ts';

const { ProbeElement } = await loadProbe();
ProbeElement.define('event-probe');

const expectedDetail = { ticket: { id: 7, number: 'A012', when: '2026-01-02T00:00:00.000Z' } };
const expectedJson = JSON.stringify({ v: 1, type: 'cb-ticket-created', detail: expectedDetail });

type BridgeWindow = Window & { webkit?: unknown; CivicBookingBridge?: unknown; ReactNativeWebView?: unknown };
const win = window as BridgeWindow;

async function probeElement(): Promise<HTMLElement> {
  const el = mount('<event-probe id="e1"></event-probe>');
  await waitFor(() => probe(el, 'clicks'), 'probe rendered');
  return el;
}

function recorder() {
  const messages: unknown[] = [];
  return { messages, postMessage: (message: unknown) => void messages.push(message) };
}

afterEach(() => {
  delete win.webkit;
  delete win.CivicBookingBridge;
  delete win.ReactNativeWebView;
});

describe('events', () => {
  it('cb-ticket-created reaches document: CustomEvent, bubbles, composed, plain-data detail', async () => {
    const el = await probeElement();
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('cb-ticket-created', listener);
    click(el, 'emit');
    document.removeEventListener('cb-ticket-created', listener);
    equal(seen.length, 1, 'events seen on document');
    const event = seen[0] as CustomEvent;
    ok(event instanceof CustomEvent, 'a CustomEvent');
    equal(event.bubbles, true, 'bubbles');
    equal(event.composed, true, 'composed');
    equal(event.target, el, 'target (the host, not a node inside the shadow root)');
    equal(JSON.stringify(event.detail), JSON.stringify(expectedDetail), 'detail');
    equal(typeof event.detail.ticket.when, 'string', 'type of a Date in the detail (plain data: its JSON text)');
    equal(Object.getPrototypeOf(event.detail.ticket), Object.prototype, 'prototype of an object in the detail');
  });

  it('Android bridge (window.CivicBookingBridge) receives {"v":1,"type":…,"detail":…}', async () => {
    const el = await probeElement();
    const android = recorder();
    win.CivicBookingBridge = android;
    click(el, 'emit');
    equal(android.messages.length, 1, 'messages to Android');
    equal(android.messages[0], expectedJson, 'message');
  });

  it('iOS bridge (webkit.messageHandlers.civicBooking) comes first; only one bridge receives', async () => {
    const el = await probeElement();
    const ios = recorder();
    const android = recorder();
    win.webkit = { messageHandlers: { civicBooking: ios } };
    win.CivicBookingBridge = android;
    click(el, 'emit');
    equal(ios.messages.length, 1, 'messages to iOS');
    equal(ios.messages[0], expectedJson, 'message to iOS');
    equal(android.messages.length, 0, 'messages to Android when iOS is present');
  });

  it('React Native web view (window.ReactNativeWebView) receives the same JSON', async () => {
    const el = await probeElement();
    const reactNative = recorder();
    win.ReactNativeWebView = reactNative;
    click(el, 'emit');
    equal(reactNative.messages[0], expectedJson, 'message to React Native');
  });

  it('a bridge that throws does not stop the DOM event', async () => {
    const el = await probeElement();
    win.CivicBookingBridge = { postMessage: () => { throw new Error('host app bug'); } };
    let heard = 0;
    el.addEventListener('cb-ticket-created', () => heard++);
    click(el, 'emit');
    equal(heard, 1, 'events heard');
  });
});
