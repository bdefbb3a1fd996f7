// useAction as screens use it, inside an element's stores and host: a second tap while a run is in
// flight does nothing; the attempt's Idempotency-Key is kept for the citizen's retry of the same
// attempt and new for a new one; the spinner only once the answer is slow; a failure told by one
// policy (a toast of 2 s, or by the field at fault) with cb-error on the host and the route; the
// failures the product ignores tell nobody; a success's toast, host event and next step.
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { json, startFixtureServer, type FixtureServer, type Handler } from '../../test/unit-support/http-server.fixture.ts';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';
import { t } from '../i18n/translate.ts';
import { useAction, type Action, type ActionSpec } from './use-action.ts';

let mounted: TestHost | undefined;
let action: Action<[string]> | undefined;
let heard: Array<{ type: string; detail: unknown }> = [];

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  action = undefined;
  heard = [];
  vi.useRealTimers();
});

function Probe({ spec }: { spec: ActionSpec<[string], string> }) {
  action = useAction(spec);
  return null;
}

function mount(spec: ActionSpec<[string], string>, apiBase?: string): TestHost {
  act(() => {
    mounted = mountInHost(<Probe spec={spec} />, apiBase ? { apiBase } : {});
  });
  for (const type of ['cb-error', 'cb-ticket-cancelled']) mounted!.host.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  act(() => mounted!.booking.getState().navigate('/success', { ticketId: 7 }));
  return mounted!;
}

/** A run whose answer the test gives: resolve or reject it. */
function held() {
  const runs: Array<{ key: string; value: string; resolve(v: string): void; reject(e: unknown): void }> = [];
  const run: ActionSpec<[string], string>['run'] = ({ key }, value) => new Promise<string>((resolve, reject) => runs.push({ key, value, resolve, reject }));
  return { runs, run };
}

async function settle(work: () => unknown) {
  await act(async () => {
    work();
    await Promise.resolve();
    await Promise.resolve();
  });
}

const refused = () => new ApiError({ status: 400, code: 602, messageKey: 'messages.network.serverMessage602', text: 'Queue closed (602)', serverMessage: 'Queue closed' });
const toasts = (m: TestHost) => m.ui.getState().toasts.map((toast) => `${toast.text} (${toast.ms} ms)`);

describe('useAction: one run at a time, under the attempt\'s key', () => {
  it('a second tap while a run is in flight does nothing; once it is answered, a tap runs again', async () => {
    const { runs, run } = held();
    mount({ run });
    let second: Promise<boolean> | undefined;
    await settle(() => {
      void action!.run('a');
      second = action!.run('a');
    });
    expect(runs).toHaveLength(1);
    expect(action!.busy).toBe(true);
    await expect(second).resolves.toBe(false);
    await settle(() => runs[0]!.resolve('done'));
    expect(action!.busy).toBe(false);
    await settle(() => void action!.run('a'));
    expect(runs).toHaveLength(2);
  });

  it('the citizen\'s retry of the same attempt keeps its key; a success or another attempt gets a new one; nothing is retried by itself', async () => {
    const { runs, run } = held();
    mount({ run });
    await settle(() => void action!.run('a'));
    await settle(() => runs[0]!.reject(refused()));
    await settle(() => void action!.run('a'));
    expect(runs).toHaveLength(2);
    expect(runs[1]!.key).toBe(runs[0]!.key);
    await settle(() => runs[1]!.resolve('done'));
    await settle(() => void action!.run('a'));
    expect(runs[2]!.key).not.toBe(runs[0]!.key);
    await settle(() => runs[2]!.reject(refused()));
    await settle(() => void action!.run('b'));
    expect(runs[3]!.key).not.toBe(runs[2]!.key);
    expect(runs).toHaveLength(4);
  });

  it('an attempt that outlives the screen uses the key it is given', async () => {
    const { runs, run } = held();
    mount({ run, attemptKey: () => 'the-store-key' });
    await settle(() => void action!.run('a'));
    expect(runs[0]!.key).toBe('the-store-key');
  });
});

describe('useAction: the spinner', () => {
  it('none for an answer within 300 ms; from 300 ms until a slow answer', async () => {
    vi.useFakeTimers();
    const { runs, run } = held();
    const m = mount({ run });
    await settle(() => void action!.run('a'));
    act(() => void vi.advanceTimersByTime(299));
    await settle(() => runs[0]!.resolve('quick'));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(m.ui.getState().loadingCount).toBe(0);
    await settle(() => void action!.run('a'));
    act(() => void vi.advanceTimersByTime(300));
    expect(m.ui.getState().loadingCount).toBe(1);
    await settle(() => runs[1]!.reject(refused()));
    expect(m.ui.getState().loadingCount).toBe(0);
  });
});

describe('useAction: a failure, told by one policy', () => {
  it('by default a 2 s toast with what the server said, and cb-error on the host with the route', async () => {
    const { runs, run } = held();
    const m = mount({ run });
    await settle(() => void action!.run('a'));
    await settle(() => runs[0]!.reject(refused()));
    expect(toasts(m)).toEqual(['Queue closed (602) (2000 ms)']);
    expect(heard).toEqual([{ type: 'cb-error', detail: { code: 602, messageKey: 'messages.network.serverMessage602', message: 'Queue closed (602)', route: '/success' } }]);
  });

  it('by the field at fault: the message goes there, no toast, and cb-error says it; the server\'s own words when asked for', async () => {
    const { runs, run } = held();
    const shown: string[] = [];
    const m = mount({ run, failure: (message) => shown.push(message), serverWords: true });
    await settle(() => void action!.run('a'));
    await settle(() => runs[0]!.reject(refused()));
    expect(shown).toEqual(['Queue closed']);
    expect(toasts(m)).toEqual([]);
    expect(heard.map((e) => e.detail)).toEqual([{ code: 602, messageKey: 'messages.network.serverMessage602', message: 'Queue closed', route: '/success' }]);
  });

  it('a failure the product ignores (a note, a favourite added): no spinner, no toast, no cb-error; onFailure still hears it', async () => {
    vi.useFakeTimers();
    const { runs, run } = held();
    const failed: unknown[] = [];
    const m = mount({ run, failure: 'ignored', onFailure: (error) => failed.push(error) });
    await settle(() => void action!.run('a'));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(m.ui.getState().loadingCount).toBe(0);
    await settle(() => runs[0]!.reject(refused()));
    expect(toasts(m)).toEqual([]);
    expect(heard).toEqual([]);
    expect(failed).toHaveLength(1);
  });

  it('a fault that is no call\'s: "action failed" to the citizen and the host, and reported as an error of the page', async () => {
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const { runs, run } = held();
    const m = mount({ run });
    await settle(() => void action!.run('a'));
    const fault = new TypeError('x is undefined');
    await settle(() => runs[0]!.reject(fault));
    vi.unstubAllGlobals();
    const message = t('en_us', 'messages.actionFail');
    expect(toasts(m)).toEqual([`${message} (2000 ms)`]);
    expect(heard.map((e) => e.detail)).toEqual([{ code: null, messageKey: 'messages.actionFail', message, route: '/success' }]);
    expect(report).toHaveBeenCalledWith(fault);
  });

  it('an aborted run tells nobody', async () => {
    const { runs, run } = held();
    const m = mount({ run });
    await settle(() => void action!.run('a'));
    await settle(() => runs[0]!.reject(new DOMException('gone', 'AbortError')));
    expect(toasts(m)).toEqual([]);
    expect(heard).toEqual([]);
  });
});

describe('useAction: a success', () => {
  it('the host hears its event, the toast says it, then the next step; in that order', async () => {
    const { runs, run } = held();
    const order: string[] = [];
    const m = mount({
      run,
      event: (result) => {
        order.push(`event ${result}`);
        return { name: 'cb-ticket-cancelled', detail: { ticketId: 7 } };
      },
      success: 'pages.successPage.cancelSuccess',
      onSuccess: (result, [value]) => order.push(`next ${result} ${value} (${m.ui.getState().toasts.length} toast)`),
    });
    await settle(() => void action!.run('a'));
    await settle(() => runs[0]!.resolve('done'));
    expect(heard).toEqual([{ type: 'cb-ticket-cancelled', detail: { ticketId: 7 } }]);
    expect(toasts(m)).toEqual([`${t('en_us', 'pages.successPage.cancelSuccess')} (2000 ms)`]);
    expect(order).toEqual(['event done', 'next done a (1 toast)']);
  });

  it('a confirm dialog first: declined, nothing is sent; confirmed, the run goes', async () => {
    const { runs, run } = held();
    const m = mount({ run, confirm: { kind: 'confirm', messageKey: 'pages.successPage.cancelConfirm' } });
    await settle(() => void action!.run('a'));
    // The dialog is open: another tap does nothing either.
    await settle(() => void action!.run('a'));
    expect(m.ui.getState().dialogs).toHaveLength(1);
    await settle(() => m.ui.getState().closeDialog(m.ui.getState().dialogs[0]!.id, false));
    expect(runs).toHaveLength(0);
    await settle(() => void action!.run('a'));
    await settle(() => m.ui.getState().closeDialog(m.ui.getState().dialogs[0]!.id, true));
    expect(runs).toHaveLength(1);
  });
});

describe('useAction through the real API client, against a real server', () => {
  let server: FixtureServer;
  let handler: Handler;
  beforeAll(async () => {
    server = await startFixtureServer((req, res, seen) => handler(req, res, seen));
  });
  afterAll(() => server.close());

  it('a cancel the server refuses (404): "Unable to find resources" for 2 s, cb-error with 404 and the route; nothing sent again', async () => {
    let sent = 0;
    handler = (req, res, seen) => {
      sent += 1;
      json(404, { code: 404, message: 'Not found' })(req, res, seen);
    };
    const m = mount({ run: ({ api }, id) => api.tickets.cancel(id).then(() => 'cancelled') }, `${server.origin}/api`);
    await settle(() => void action!.run('41'));
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5_000 });
    expect(toasts(m)).toEqual([`${t('en_us', 'messages.network.notFound')} (2000 ms)`]);
    expect(heard[0]!.detail).toEqual({ code: 404, messageKey: 'messages.network.notFound', message: t('en_us', 'messages.network.notFound'), route: '/success' });
    expect(sent).toBe(1);
  });
});
