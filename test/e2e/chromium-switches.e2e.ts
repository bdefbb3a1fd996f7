// The switches the journeys' Chromium starts with (test/support/browser.ts). Chromium keeps only
// the last --disable-features, so ours must carry every feature playwright-core disables itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../support/browser.ts';

/** The names in playwright-core's own `disabledFeatures = [...]` (lib/coreBundle.js). */
function playwrightsOwnDisabledFeatures(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = readFileSync(join(dirname(packageJson), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer names its disabled features as before: check test/support/browser.ts');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, name]) => name ?? '');
}

describe('the journeys’ Chromium switches', () => {
  it('disable every feature playwright-core disables, and the omnibox popup, in one switch', () => {
    const own = playwrightsOwnDisabledFeatures();
    expect(own.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(own));
    const switches = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const disabled = (switches[0] ?? '').slice('--disable-features='.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining([...own, ...OMNIBOX_POPUP_FEATURES]));
  });
});
