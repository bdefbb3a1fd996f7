// My tickets without a login, inside an element's real providers and router: the SMS form, Next
// only once a code is typed (docs/behaviour/5-validation.md), and the checks that keep a request from going out (a
// number that fails the mobile rules gets no code and no countdown, and no code check at Next).
// With a login it turns to the tickets (their journeys run against the server: test/e2e/my-tickets.e2e.ts).
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/route-table.ts';
import { Router } from '../../routing/router.tsx';
import { ElementProviders } from '../../element/providers.tsx';
import { resolveSettings } from '../../platform/attribute-settings.ts';
import { getSessionStore } from '../../store/session-store.ts';

let unmount: (() => void) | undefined;
beforeEach(() => getSessionStore().getState().signOut());
afterEach(() => {
  unmount?.();
  unmount = undefined;
  getSessionStore().getState().signOut();
});

async function settle(root: ShadowRoot, ready: () => boolean) {
  for (let i = 0; i < 100 && !ready(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10)); // wall clock: polls a condition (the screen loads for real)
    });
  }
  if (!ready()) throw new Error(`not shown: ${root.textContent}`);
}

async function showMyTickets(): Promise<ShadowRoot> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  // Nothing listens there: a call that went out would fail, and no test here lets one go.
  const settings = resolveSettings({ language: 'en', apiBase: 'http://127.0.0.1:9/api' }, { userAgent: '', width: 1024, bridge: null });
  act(() => {
    render(
      <ElementProviders host={host} settings={settings}>
        <Router table={ROUTES} routes={['/myBooking', '/success']} start="/myBooking" startTitleKey="elements.my-tickets.title" headingLevel={2} />
      </ElementProviders>,
      container,
    );
  });
  unmount = () => {
    act(() => void render(null, container));
    host.remove();
  };
  await settle(shadow, () => shadow.querySelector('form.cb-tickets__login') !== null);
  return shadow;
}

const field = (root: ShadowRoot, autocomplete: string) => root.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)!;
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const next = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]');
const described = (root: ShadowRoot, input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent).filter(Boolean);

describe('My tickets, not logged in (docs/behaviour/2-screens.md (My tickets), docs/behaviour/5-validation.md)', () => {
  it('shows the mobile number with its area and the code with its send button; Next appears only once a code is typed', async () => {
    const root = await showMyTickets();
    expect(root.querySelector('.cb-tickets__intro')?.textContent).toBe('View your tickets with your mobile number and an SMS verification code');
    expect(root.querySelector('.cb-phone__area')?.textContent).toBe('+853');
    expect(root.querySelector('.cb-code__send')?.textContent).toBe('Get code');
    expect(next(root)).toBeNull();
    type(field(root, 'one-time-code'), '12');
    expect(next(root)?.textContent).toBe('Next');
    type(field(root, 'one-time-code'), '');
    expect(next(root)).toBeNull();
  });

  it('Get code with a number that fails the mobile rules sends nothing: the number says why and takes focus, no countdown', async () => {
    const root = await showMyTickets();
    const mobile = field(root, 'tel-national');
    type(mobile, '661');
    await act(async () => {
      root.querySelector<HTMLButtonElement>('.cb-code__send')!.click();
      await Promise.resolve();
    });
    expect(described(root, mobile)).toEqual(['The mobile number length is incorrect']);
    expect(root.activeElement).toBe(mobile);
    expect(root.querySelector('.cb-code__send')?.textContent).toBe('Get code');
    // Typing again clears the message.
    type(mobile, '6612');
    expect(mobile.hasAttribute('aria-invalid')).toBe(false);
  });

  it('Next with a number that fails the mobile rules checks nothing with the server: the number says why and takes focus, the code is kept', async () => {
    const root = await showMyTickets();
    const mobile = field(root, 'tel-national');
    type(mobile, '661');
    const code = field(root, 'one-time-code');
    type(code, '12345');
    await act(async () => {
      next(root)!.click();
      await Promise.resolve();
    });
    expect(described(root, mobile)).toEqual(['The mobile number length is incorrect']);
    expect(described(root, code)).toEqual([]);
    expect(code.value).toBe('12345');
    expect(root.activeElement).toBe(mobile);
    expect(getSessionStore().getState().token).toBeNull();
  });
});
