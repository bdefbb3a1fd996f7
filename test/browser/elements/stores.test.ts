// Each element instance has its own booking store (navigation state), while the session (token)
// is one per page, even across bundles (the probe is built separately).
import { click, describe, equal, it, load, loadProbe, mount, nextTask, probe, updated, waitFor } from './helpers.ts';

const { ProbeElement } = await loadProbe();
ProbeElement.define('store-probe');
await load('/dist/elements/my-tickets.js');

type WithToken = HTMLElement & { token?: string };

async function two(): Promise<[WithToken, WithToken]> {
  const a = mount('<store-probe id="s-a"></store-probe>');
  const b = mount('<store-probe id="s-b"></store-probe>');
  await waitFor(() => probe(a, 'route') && probe(b, 'route'), 'both probes rendered');
  return [a, b];
}

describe('stores', () => {
  it('two widgets on one page do not share navigation state', async () => {
    const [a, b] = await two();
    equal(probe(a, 'route'), '/home', 'route of A at first');
    click(a, 'navigate');
    await waitFor(() => probe(a, 'route') === '/queueOrBook', 'A navigated');
    equal(probe(b, 'route'), '/home', 'route of B after A navigated');
  });

  it('the session is shared: a token given to one element reaches the others', async () => {
    const [a, b] = await two();
    a.token = 'token-from-a';
    await waitFor(() => probe(b, 'token') === 'token-from-a', 'B sees the token given to A');
    a.token = undefined;
    await waitFor(() => probe(b, 'token') === '(none)', 'B sees the sign-out');
  });

  it('<store-probe token="…"> → the session holds the token before the root first renders', async () => {
    const el = mount('<store-probe id="s-c" token="token-before-render"></store-probe>');
    equal(await waitFor(() => probe(el, 'first-token'), 'probe rendered'), 'token-before-render', 'token at first render');
    el.removeAttribute('token');
    await waitFor(() => probe(el, 'token') === '(none)', 'sign-out after removing the attribute');
  });

  it('<store-probe token="…"> → the root gets no token prop; it reads the session', async () => {
    const el = mount('<store-probe id="s-d" token="token-not-a-prop"></store-probe>');
    equal(await waitFor(() => probe(el, 'token'), 'probe rendered'), 'token-not-a-prop', 'token in the session');
    equal(probe(el, 'token-prop'), '(not a prop)', 'token prop of the root');
  });

  it('a token given to <my-tickets> (the built bundle) reaches a probe (a separate bundle)', async () => {
    const [, b] = await two();
    const tickets = mount('<my-tickets></my-tickets>') as WithToken;
    tickets.token = 'token-from-my-tickets';
    await waitFor(() => probe(b, 'token') === 'token-from-my-tickets', 'probe sees the token of <my-tickets>');
    tickets.token = undefined;
    await waitFor(() => probe(b, 'token') === '(none)', 'probe sees the sign-out');
    // Left on the page, <my-tickets> would ask the server for the tickets of the next test's
    // made-up token, and its 401 rightly signs that token out.
    tickets.remove();
    await nextTask();
  });

  it('clearing one element’s token keeps the token another element gave the page since', async () => {
    const [a, b] = await two();
    a.token = 'token-from-a';
    await waitFor(() => probe(b, 'token') === 'token-from-a', 'the session holds A’s token');
    b.token = 'token-from-b';
    await waitFor(() => probe(a, 'token') === 'token-from-b', 'the session holds B’s token');
    a.token = undefined;
    await updated();
    await nextTask();
    equal(probe(a, 'token'), 'token-from-b', 'token A sees after A’s token was cleared');
    equal(probe(b, 'token'), 'token-from-b', 'token B sees after A’s token was cleared');
    b.token = undefined;
    await waitFor(() => probe(a, 'token') === '(none)', 'sign-out when B, whose token the session holds, clears it');
  });

  it('<store-probe token="…"> removed while another element’s token is in the session → that one stays', async () => {
    const a = mount('<store-probe id="s-d" token="token-by-attribute"></store-probe>');
    await waitFor(() => probe(a, 'token') === 'token-by-attribute', 'A rendered with its token');
    const b = mount('<store-probe id="s-e"></store-probe>') as WithToken;
    b.token = 'token-by-property';
    await waitFor(() => probe(a, 'token') === 'token-by-property', 'the session holds B’s token');
    a.removeAttribute('token');
    await updated();
    await nextTask();
    equal(probe(b, 'token'), 'token-by-property', 'token after A’s attribute was removed');
    b.token = undefined;
    await waitFor(() => probe(b, 'token') === '(none)', 'sign-out by B');
  });
});
