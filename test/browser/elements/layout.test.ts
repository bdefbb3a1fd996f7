// Every element is a full host: a screen of its own, its own toasts and its own dialogs, all
// inside its shadow root (none in the host page), with the built bundle against the reference
// server. The dialog is the session timeout's alert (docs/behaviour/4-states.md), after a day that passes at once.
import { loadAllLanguages } from '../load-dictionaries.ts';
import { t } from '../../../src/i18n/translate.ts';
import { afterEach, describe, equal, it, load, ok, updated, waitFor } from './helpers.ts';
import { dayPassesAtOnce, dialogText, mountHeard, removeAll, screen, startProblem, timeRunsNormally, toasts } from './layout-support.ts';

await load('/dist/civic-booking.js');
await loadAllLanguages();

const TIMEOUT_TEXT = t('en_us', 'messages.timeoutAlert');

afterEach(async () => {
  timeRunsNormally();
  await removeAll();
});

async function showsSessionTimeoutInside(el: HTMLElement): Promise<void> {
  const text = await waitFor(() => dialogText(el), 'the session timeout dialog in the shadow root');
  ok(text.includes(TIMEOUT_TEXT), `the dialog says "${TIMEOUT_TEXT}" (got "${text}")`);
  equal(document.querySelector('dialog'), null, 'a dialog in the host page itself');
}

describe('each element shows a screen, a toast and a dialog inside its own shadow root', () => {
  it('<booking-app department-id="99999">: home, a toast "The department is invalid", the session timeout alert', async () => {
    dayPassesAtOnce();
    const { el } = mountHeard('<booking-app language="en" department-id="99999"></booking-app>');
    await waitFor(() => screen(el)?.route === '/home', 'home');
    await waitFor(() => toasts(el).includes(t('en_us', 'messages.depNoValid')), 'the toast');
    await showsSessionTimeoutInside(el);
  });

  it('<service-search department-id="99999">: search, a toast "The department is invalid", the session timeout alert', async () => {
    dayPassesAtOnce();
    const { el } = mountHeard('<service-search language="en" department-id="99999"></service-search>');
    await waitFor(() => screen(el)?.route === '/search', 'search');
    await waitFor(() => toasts(el).includes(t('en_us', 'messages.depNoValid')), 'the toast');
    await showsSessionTimeoutInside(el);
  });

  it('<queue-ticket service-id="77">: the API’s toast and what is wrong; service-id="3004": its queue screen; the session timeout alert', async () => {
    dayPassesAtOnce();
    const { el } = mountHeard('<queue-ticket language="en" service-id="77" location-id="201"></queue-ticket>');
    await waitFor(() => toasts(el).includes(t('en_us', 'messages.network.notFound')), 'the API client’s toast');
    equal(await waitFor(() => startProblem(el), 'the message'), t('en_us', 'messages.serviceNoValid'), 'message');
    el.setAttribute('service-id', '3004');
    await updated();
    await waitFor(() => screen(el)?.route === '/offerNum', 'the offer page');
    await showsSessionTimeoutInside(el);
  });

  it('<my-tickets ticket-id="…">: the API’s toast for a ticket it cannot find, my tickets, and the session timeout alert', async () => {
    dayPassesAtOnce();
    const { el } = mountHeard('<my-tickets language="en" ticket-id="0123456789abcdef0123456789abcdef"></my-tickets>');
    await waitFor(() => toasts(el).includes(t('en_us', 'messages.network.notFound')), 'the API client’s toast');
    await waitFor(() => screen(el)?.route === '/myBooking', 'my tickets');
    await showsSessionTimeoutInside(el);
  });

  it('three widgets on one page: one session timeout alert, in the first', async () => {
    dayPassesAtOnce();
    const first = mountHeard('<service-search language="en"></service-search>').el;
    const others = [mountHeard('<queue-ticket language="en" service-id="3004" location-id="201"></queue-ticket>').el, mountHeard('<my-tickets language="en"></my-tickets>').el];
    await waitFor(() => screen(others[0]!)?.route === '/offerNum' && screen(others[1]!)?.route === '/myBooking', 'all three started');
    await showsSessionTimeoutInside(first);
    equal(others.map(dialogText).join(), ',', 'dialogs in the other two');
  });
});
