// Element base gap 1: attributes follow HTML. r2wc ignores a removed attribute (the component
// keeps the old value) and reads booleans from the text (`flag=""` is false, `flag="false"` false).
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

  it('properties do not reflect to attributes (a token property stays out of the markup)', async () => {
    const el = mount('<attr-probe id="a7"></attr-probe>') as HTMLElement & { token?: string; label?: string };
    el.token = 'secret-token';
    el.label = 'by property';
    // The first render comes a task after connecting; later changes render in a microtask.
    equal(await waitFor(() => probe(el, 'label'), 'first render'), 'by property', 'label by property');
    el.label = 'changed';
    await updated();
    equal(probe(el, 'label'), 'changed', 'label changed by property');
    equal(el.hasAttribute('token'), false, 'token attribute present');
    equal(el.hasAttribute('label'), false, 'label attribute present');
  });

  it('<queue-ticket language="en">, then removing language → back to traditional Chinese', async () => {
    await load('/dist/elements/queue-ticket.js');
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'English title');
    el.removeAttribute('language');
    await waitFor(() => title(el) === '取籌', 'traditional Chinese title after removing language');
  });
});
