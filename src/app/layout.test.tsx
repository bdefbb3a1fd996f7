// The layout's start-up screens, with the real providers and <queue-ticket>'s root: never a blank
// box. The API base is a server that is busy (503 to everything); what the element then shows and
// tells the host is what is checked (the reference server's answers are the browser tests' part,
// test/browser/elements/start-attributes.test.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import QueueTicketRoot from './queue-ticket-root.tsx';
import { t } from '../i18n/translate.ts';
import { ElementProviders } from '../element/providers.tsx';
import { resolveSettings, type ElementAttributes } from '../platform/attribute-settings.ts';

// As in src/api/client.test.ts: a static `import 'node:http'` fails in the client project.
const { createServer } = process.getBuiltinModule('node:http');

let busy: Server;
let apiBase = '';
beforeAll(async () => {
  busy = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"code":503,"message":"busy","value":null}');
  });
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(busy.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function mountQueueTicket(attributes: ElementAttributes) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const errors: string[] = [];
  host.addEventListener('cb-error', (event) => errors.push((event as CustomEvent<{ messageKey: string }>).detail.messageKey));
  const settings = resolveSettings({ language: 'en', ...attributes }, { userAgent: '', width: 1024, bridge: null });
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <QueueTicketRoot />
      </ElementProviders>,
      container,
    );
  });
  cleanup = () => {
    act(() => void render(null, container));
    host.remove();
  };
  return { shadow, errors };
}

async function until(ok: () => boolean, what: () => string) {
  for (let i = 0; i < 300 && !ok(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10)); // wall clock: polls a condition (lazy chunks load for real)
    });
  }
  expect(ok(), what()).toBe(true);
}

const problem = (shadow: ShadowRoot) => shadow.querySelector('[data-start="unavailable"] [part~="empty"]')?.textContent ?? null;

describe('<queue-ticket> before its first route', () => {
  it('while its service and location load: its title, and the busy box where the spinner comes after 300 ms', async () => {
    const { shadow } = mountQueueTicket({ serviceId: '3004', locationId: '201', apiBase });
    expect(shadow.querySelector('h2')?.textContent).toBe('Take a ticket');
    expect(shadow.querySelector('.cb-spinner[aria-busy="true"]')).not.toBeNull();
  });

  it('without its ids: its title and "No service or location selected", told to the host', async () => {
    const { shadow, errors } = mountQueueTicket({ serviceId: '3004' });
    await until(() => problem(shadow) !== null, () => shadow.textContent ?? '');
    expect(shadow.querySelector('h2')?.textContent).toBe('Take a ticket');
    expect(problem(shadow)).toBe(t('en_us', 'messages.nullServiceAndLocation'));
    expect(errors).toEqual(['messages.nullServiceAndLocation']);
  });

  it('when its service cannot be loaded (server busy): "Anomaly in loading data" with a refresh that starts again', async () => {
    const { shadow, errors } = mountQueueTicket({ serviceId: '3004', locationId: '201', apiBase });
    await until(() => problem(shadow) !== null, () => shadow.textContent ?? '');
    expect(problem(shadow)).toContain(t('en_us', 'messages.errorLoadData'));
    expect(errors).toEqual(['messages.errorLoadData']);
    const refresh = shadow.querySelector<HTMLButtonElement>('[part~="empty"] button');
    expect(refresh?.textContent).toBe(t('en_us', 'common.refresh'));
    act(() => refresh!.click());
    await until(() => errors.length === 2, () => `errors: ${errors.join()}`);
    expect(problem(shadow)).toContain(t('en_us', 'messages.errorLoadData'));
  });
});
