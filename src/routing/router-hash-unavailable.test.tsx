// routing="hash" while its module (hash-routing.ts) is slow to load, then fails to (a network
// fault): no route is announced before the hash could be written, and once loading has failed the
// routes are announced as memory routing does. A file of its own: the module is mocked for it.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, expect, it, vi } from 'vitest';
import { ROUTES } from '../app/route-table.ts';
import { ElementProviders } from '../element/providers.tsx';
import { resolveSettings } from '../platform/attribute-settings.ts';
import { Router } from './router.tsx';
import { UNTIL_LOADED } from '../../test/unit-support/until-loaded.ts';

const hashModule = vi.hoisted(() => {
  let fail: (error: Error) => void = () => {};
  const loaded = new Promise<never>((_, reject) => (fail = reject));
  return { loaded, fail };
});
vi.mock('./hash-routing.ts', () => hashModule.loaded);

const container = document.createElement('div');
afterEach(() => {
  act(() => void render(null, container));
  history.replaceState(null, '', '/');
});

/** Lets the effects, the import's settling and the renders they cause run. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => Promise.resolve());
}
const shownRoute = () => container.querySelector('[data-route]')?.getAttribute('data-route');

it('routing="hash" whose module is still loading announces nothing; once it has failed, routes are announced as with memory routing', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  host.attachShadow({ mode: 'open' }).append(container);
  const heard: string[] = [];
  host.addEventListener('cb-route-change', (event) => heard.push((event as CustomEvent<{ route: string }>).detail.route));
  const settings = resolveSettings({ language: 'en', routing: 'hash' }, { userAgent: '', width: 1024, bridge: null });
  act(() => void render(<ElementProviders host={host} settings={settings}><Router table={ROUTES} routing="hash" /></ElementProviders>, container));
  // The home screen's chunk and texts load meanwhile: shown, and still not announced.
  await vi.waitFor(() => expect(shownRoute()).toBe('/home'), UNTIL_LOADED);
  await settle();
  expect(heard).toEqual([]);

  hashModule.fail(new Error('network fault'));
  await settle();
  expect(heard).toEqual(['/home']);
  expect(location.hash).toBe('');
});
