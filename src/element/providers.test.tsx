// The host value the providers hand down: `emit` stays the same function when the settings change,
// so a screen that tells the host something as it shows tells it once, not again at a language
// switch or a theme change (found when <booking-app>'s favourites page told the host twice that
// it needs a login, its language adopted from the link while the page was showing).
import { useEffect } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, expect, it } from 'vitest';
import { ElementProviders } from './providers.tsx';
import { resolveSettings } from '../platform/attribute-settings.ts';
import { useHost } from '../platform/host-context.ts';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) act(() => void render(null, container));
});

function NeedsLogin() {
  const { emit } = useHost();
  useEffect(() => {
    emit('cb-login-required', { returnTo: '/MyFavoritePage' });
  }, [emit]);
  return null;
}

it('a page that tells the host it needs a login as it shows tells it once, also when the language and the theme change', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(container);
  containers.push(container);
  const heard: unknown[] = [];
  host.addEventListener('cb-login-required', (event) => heard.push((event as CustomEvent).detail));
  const show = (language: string, theme: string) =>
    act(() => {
      const settings = resolveSettings({ language, theme }, { userAgent: '', width: 1024, bridge: null });
      render(
        <ElementProviders host={host} settings={settings}>
          <NeedsLogin />
        </ElementProviders>,
        container,
      );
    });
  show('en', 'light');
  show('pt', 'light');
  show('pt', 'dark');
  expect(heard).toEqual([{ returnTo: '/MyFavoritePage' }]);
});
