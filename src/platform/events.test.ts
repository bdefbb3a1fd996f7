import { describe, expect, expectTypeOf, it } from 'vitest';
import { emit, type CbEventDetails, type CbEventName } from './events.ts';

describe('the contract’s events (cb-*)', () => {
  it('cb-close is cancelable: a listener’s preventDefault() shows on the returned event', () => {
    const host = document.createElement('div');
    host.addEventListener('cb-close', (e) => e.preventDefault());
    const event = emit(host, 'cb-close', {});
    expect(event.cancelable).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it('cb-service-selected is cancelable: a <booking-app> or the host taking over prevents the widget going on', () => {
    const host = document.createElement('div');
    host.addEventListener('cb-service-selected', (e) => e.preventDefault());
    const event = emit(host, 'cb-service-selected', { service: { id: 3002 }, location: { id: 201 }, next: '/queueOrBook' });
    expect(event.cancelable).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it('cb-login-required is cancelable: a host that runs the login itself keeps the widget from leaving for its login-url', () => {
    const host = document.createElement('div');
    host.addEventListener('cb-login-required', (e) => e.preventDefault());
    const event = emit(host, 'cb-login-required', { returnTo: '/home' });
    expect(event.cancelable).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it('an outcome (cb-ticket-created) is not cancelable: it has already happened', () => {
    const host = document.createElement('div');
    host.addEventListener('cb-ticket-created', (e) => e.preventDefault());
    const event = emit(host, 'cb-ticket-created', { ticket: { id: 1 } });
    expect(event.cancelable).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('every cb-* event is typed for listeners on an element, the document and the window', () => {
    type Typed = { [N in CbEventName]: CustomEvent<CbEventDetails[N]> };
    expectTypeOf<Pick<HTMLElementEventMap, CbEventName>>().toEqualTypeOf<Typed>();
    expectTypeOf<Pick<DocumentEventMap, CbEventName>>().toEqualTypeOf<Typed>();
    expectTypeOf<Pick<WindowEventMap, CbEventName>>().toEqualTypeOf<Typed>();
    document.addEventListener('cb-ticket-created', (e) => expectTypeOf(e.detail.ticket).toEqualTypeOf<Record<string, unknown>>());
  });
});
