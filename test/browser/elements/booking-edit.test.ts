// Editing a booking to another time, in Chromium against the reference server: a citizen's booking
// opened in edit mode as the ticket detail's "Edit reservation" does (openReservationEdit), the
// form prefilled from the ticket (date, time, mobile and area), another time picked, the SMS code
// confirmed, and PUT booking/updateTicket moving the ticket (cb-ticket-updated); the server holds
// the new time.
import { loadAllLanguages } from '../load-dictionaries.ts';
import type { JettonDetail } from '../../../src/common/api-contract.ts';
import { t } from '../../../src/i18n/translate.ts';
import { afterEach, describe, equal, it, load, waitFor } from './helpers.ts';
import { mountHeard, removeAll } from './layout-support.ts';

await loadAllLanguages();
type Fixture = typeof import('./fixtures/booking-edit-probe.tsx');
const { BookingEditProbe, dayAccessibleName, slotAccessibleName } = await load<Fixture>('/test-results/browser-fixtures/booking-edit-probe.js');
BookingEditProbe.define('booking-edit-probe');

afterEach(removeAll);

const lang = 'en_us';
/** A mobile number of this run alone. */
const mobNum = `6${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function value<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { value: T; message?: string };
  if (!response.ok) throw new Error(`${response.status} ${body.message ?? ''}`);
  return body.value;
}

const inShadow = <E extends Element>(el: Element, selector: string) => el.shadowRoot?.querySelector<E>(selector) ?? null;
const byLabel = (el: Element, label: string) => inShadow<HTMLElement>(el, `[aria-label="${CSS.escape(label)}"]`);
const byText = (el: Element, selector: string, text: string) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])].find((node) => node.textContent?.trim() === text) ?? null;

describe('edit mode of the reserve form', () => {
  it('a booking moved to another time: prefilled from the ticket, confirmed by SMS code, updated on the server', async function (this: { timeout(ms: number): void }) {
    this.timeout(30_000);
    const token = (await value<{ jwt: string }>(await fetch(`/api/token/853${mobNum}`))).jwt;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const booked = await value<JettonDetail>(
      await fetch('/api/booking/webJetton', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          serviceId: 3029, locationId: 213, departmentId: 108, bookingDate: '14/12/2026', bookingTime: '14:30',
          identifyNo: '', contactType: 'P', mobArea: '853', mobNum, contactEmail: null, otherContact: null,
        }),
      }),
    );

    const { el, heard } = mountHeard('<booking-edit-probe language="en"></booking-edit-probe>');
    (el as HTMLElement & { token?: string }).token = token;
    const updated: Array<{ ticket: JettonDetail }> = [];
    el.addEventListener('cb-ticket-updated', (event) => updated.push(event.detail as unknown as { ticket: JettonDetail }));
    await waitFor(() => heard.routes.includes('/home'), 'home first');
    el.dispatchEvent(new CustomEvent('probe-edit', { detail: booked }));

    // Prefilled from the ticket: its day and time chosen, its mobile and area, the edit title.
    await waitFor(() => byLabel(el, dayAccessibleName(lang, '2026-12-14', 'selectable'))?.getAttribute('aria-selected') === 'true', 'the ticket’s day chosen');
    await waitFor(() => byLabel(el, slotAccessibleName(lang, '2026-12-14', '14:30'))?.getAttribute('aria-pressed') === 'true', 'the ticket’s time chosen');
    equal(inShadow<HTMLInputElement>(el, 'input[type="tel"]')?.value, mobNum, 'mobile');
    equal(inShadow(el, '.cb-phone__area')?.textContent, '+853', 'area');
    equal(inShadow(el, '[part~="header"] h1')?.textContent, t(lang, 'pages.reserve.editTitle'), 'title');

    byLabel(el, slotAccessibleName(lang, '2026-12-14', '15:30'))!.click();
    await waitFor(() => byLabel(el, slotAccessibleName(lang, '2026-12-14', '15:30'))?.getAttribute('aria-pressed') === 'true', 'the new time chosen');
    byText(el, 'button', t(lang, 'pages.reserve.agreeAndContinue'))!.click();

    await waitFor(() => heard.routes.at(-1) === '/sendMessageByReserve', 'the verification page');
    await waitFor(() => el.shadowRoot?.textContent?.includes('15:30'), 'the new time in the summary');
    (await waitFor(() => byText(el, 'button', t(lang, 'components.codeInput.send')), 'send code')).click();
    const code = await waitFor(async () => (await value<Array<{ code: string }>>(await fetch(`/dev/outbox?to=853${mobNum}`)))[0]?.code, 'an SMS code in the outbox');
    const input = inShadow<HTMLInputElement>(el, 'input[autocomplete="one-time-code"]')!;
    input.value = code;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => input.value === code, 'the code typed');
    byText(el, 'button', t(lang, 'pages.sendMessageByReserve.next'))!.click();

    await waitFor(() => updated.length === 1, 'cb-ticket-updated');
    await waitFor(() => heard.routes.at(-1) === '/success', 'the success page');
    equal(updated[0]!.ticket.id, booked.id, 'the same ticket');
    equal(updated[0]!.ticket.bookingTime, '15:30', 'cb-ticket-updated: the new time');
    const after = await value<JettonDetail>(await fetch(`/api/favourite/tickets/${booked.id}`, { headers }));
    equal(`${after.bookingDate} ${after.bookingTime}`, '14/12/2026 15:30', 'on the server');
  });
});
