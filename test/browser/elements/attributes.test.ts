// Attributes follow HTML. r2wc ignores a removed attribute (the component keeps the old value)
// and reads booleans from the text (`flag=""` is false, `flag="false"` false); and a property
// reflects to its attribute, except the token, which must stay out of the page's markup.
import { describe, equal, it, load, loadProbe, mount, probe, title, updated, waitFor } from './helpers.ts';

const { ProbeElement } = await loadProbe();
ProbeElement.define('attr-probe');

describe('attributes', () => {
  it('<attr-probe flag> → flag is true (present, empty)', async () => {
    const el = mount('<attr-probe id="a1" flag></attr-probe>');
    equal(await waitFor(() => probe(el, 'flag'), 'flag'), 'true', 'flag');
  });

  it('<attr-probe flag="false"> → flag is true (present means true, as in HTML)', async () => {
    const el = mount('<attr-probe id="a2" flag="false"></attr-probe>');
    equal(await waitFor(() => probe(el, 'flag'), 'flag'), 'true', 'flag');
  });

  it('<attr-probe> → flag is false (absent)', async () => {
    const el = mount('<attr-probe id="a3"></attr-probe>');
    equal(await waitFor(() => probe(el, 'flag'), 'flag'), 'false', 'flag');
  });

  it('removing a boolean attribute reaches the component (true → false)', async () => {
    const el = mount('<attr-probe id="a4" flag></attr-probe>');
    await waitFor(() => probe(el, 'flag') === 'true', 'flag true');
    el.removeAttribute('flag');
    await updated();
    equal(probe(el, 'flag'), 'false', 'flag after removeAttribute');
    el.toggleAttribute('flag', true);
    await updated();
    equal(probe(el, 'flag'), 'true', 'flag after toggleAttribute');
  });

  it('removing a string attribute reaches the component (value → absent)', async () => {
    const el = mount('<attr-probe id="a5" label="hello"></attr-probe>');
    await waitFor(() => probe(el, 'label') === 'hello', 'label hello');
    el.removeAttribute('label');
    await updated();
    equal(probe(el, 'label'), '(absent)', 'label after removeAttribute');
  });

  it('a number attribute parses; an empty one is not lost', async () => {
    const el = mount('<attr-probe id="a6" count="3"></attr-probe>');
    equal(await waitFor(() => probe(el, 'count'), 'count'), '3', 'count');
    el.setAttribute('count', '0');
    await updated();
    equal(probe(el, 'count'), '0', 'count 0');
    el.removeAttribute('count');
    await updated();
    equal(probe(el, 'count'), 'undefined', 'count removed');
  });

  it('a token property never shows in the markup; other properties reflect to their attributes', async () => {
    const el = mount('<attr-probe id="a7"></attr-probe>') as HTMLElement & { token?: string; label?: string };
    el.token = 'secret-token';
    el.label = 'by property';
    // The first render comes a task after connecting; later changes render in a microtask.
    equal(await waitFor(() => probe(el, 'label'), 'first render'), 'by property', 'label by property');
    el.label = 'changed';
    await updated();
    equal(probe(el, 'label'), 'changed', 'label changed by property');
    equal(el.hasAttribute('token'), false, 'token attribute present');
    equal(el.getAttribute('label'), 'changed', 'label attribute');
  });

  // The README's table: every attribute but the token mirrors its property.
  for (const [prop, attribute, value] of [
    ['language', 'language', 'pt'],
    ['theme', 'theme', 'dark'],
    ['platform', 'platform', 'ios'],
    ['apiBase', 'api-base', 'https://api.example.gov/api'],
    ['routing', 'routing', 'hash'],
    ['departmentId', 'department-id', '12'],
    ['serviceCode', 'service-code', 'A1'],
    ['serviceId', 'service-id', '3002'],
    ['locationId', 'location-id', '201'],
    ['ticketId', 'ticket-id', '41'],
    ['appUrl', 'app-url', 'https://booking.gov.example/'],
    ['loginUrl', 'login-url', 'https://sso.gov.example/authorize'],
  ] as const) {
    it(`.${prop} = "${value}" → ${attribute}="${value}"; = undefined → no ${attribute} attribute`, async () => {
      const el = mount(`<attr-probe id="r-${attribute}"></attr-probe>`) as HTMLElement & Record<string, unknown>;
      el[prop] = value;
      equal(el.getAttribute(attribute), value, `${attribute} attribute after the property was set`);
      equal(el[prop], value, `${prop} read back`);
      el[prop] = undefined;
      equal(el.hasAttribute(attribute), false, `${attribute} attribute present after the property was cleared`);
    });
  }

  it('a boolean property reflects as present or absent; each change writes its attribute once', async () => {
    const el = mount('<attr-probe id="a8"></attr-probe>') as HTMLElement & { flag?: boolean; language?: string };
    await waitFor(() => probe(el, 'flag'), 'first render');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(el, { attributes: true });
    el.flag = true;
    el.language = 'en';
    el.language = 'en';
    await updated();
    equal(el.getAttribute('flag'), '', 'flag attribute');
    equal(probe(el, 'flag'), 'true', 'flag rendered');
    await waitFor(() => probe(el, 'language') === 'en_us', 'English rendered (its dictionary loads first)');
    el.flag = false;
    await updated();
    equal(el.hasAttribute('flag'), false, 'flag attribute present after false');
    equal(probe(el, 'flag'), 'false', 'flag rendered after false');
    records.push(...observer.takeRecords());
    observer.disconnect();
    equal(records.map((r) => r.attributeName).join(' '), 'flag language flag', 'attribute writes (one per change)');
  });

  it('<queue-ticket language="en">, then removing language → back to traditional Chinese', async () => {
    await load('/dist/elements/queue-ticket.js');
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'English title');
    el.removeAttribute('language');
    await waitFor(() => title(el) === '取籌', 'traditional Chinese title after removing language');
  });
});
