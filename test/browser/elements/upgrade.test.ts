// Properties set before the element is defined are not lost. Before the
// upgrade, `el.language = 'en'` makes an own data property that would hide the class's accessor.
import { describe, equal, it, load, loadProbe, mount, probe, title, waitFor } from './helpers.ts';

type Props = HTMLElement & { language?: string; token?: string; label?: string; flag?: boolean };

describe('properties set before define', () => {
  it('<queue-ticket> given .language = "en" before its script loads → English title', async () => {
    const el = mount('<queue-ticket></queue-ticket>') as Props;
    el.language = 'en';
    await load('/dist/elements/queue-ticket.js');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'title');
    equal(Object.prototype.hasOwnProperty.call(el, 'language'), false, 'own language property left');
    el.language = 'pt';
    await waitFor(() => title(el) === 'Tirar senha', 'Portuguese title after a later property set');
    equal(el.getAttribute('language'), 'pt', 'language attribute (the property reflects)');
  });

  it('a probe given .label, .flag and .token before define renders them', async () => {
    const el = mount('<late-probe id="u1"></late-probe>') as Props;
    el.label = 'early';
    el.flag = true;
    el.token = 'early-token';
    const { ProbeElement } = await loadProbe();
    ProbeElement.define('late-probe');
    equal(await waitFor(() => probe(el, 'label'), 'label'), 'early', 'label');
    equal(probe(el, 'flag'), 'true', 'flag');
    await waitFor(() => probe(el, 'token') === 'early-token', 'token in the session');
    equal(el.getAttribute('label'), 'early', 'label attribute (reflected once defined)');
    equal(el.hasAttribute('token'), false, 'token attribute present');
  });
});
