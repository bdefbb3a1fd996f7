import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../common/languages.ts';
import { serviceLocationTabs, Tabs } from './tabs.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function Harness({ lang }: { lang: Lang }) {
  const [tab, setTab] = useState<0 | 1>(0);
  return (
    <Tabs<0 | 1> tabs={serviceLocationTabs(lang)} selected={tab} onSelect={setTab}>
      <p>panel {tab}</p>
    </Tabs>
  );
}

const tabs = () => Array.from(mounted!.root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const key = (target: Element, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('tabs (docs/behaviour/2-screens.md (Tabs) "tabs by service type and by location")', () => {
  it.each([
    ['en_us', ['By service type', 'By location']],
    ['zh_hant', ['按服務類別', '按服務地點']],
  ] as const)('labels in %s', (lang, labels) => {
    act(() => {
      mounted = mountInHost(<Harness lang={lang} />, { lang });
    });
    expect(tabs().map((t) => t.textContent)).toEqual(labels);
    mounted!.unmount();
    mounted = undefined;
  });

  it('selected tab: aria-selected, in the Tab order, its panel labelled by it', () => {
    act(() => {
      mounted = mountInHost(<Harness lang="en_us" />);
    });
    const [first, second] = tabs();
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(first!.tabIndex).toBe(0);
    expect(second!.getAttribute('aria-selected')).toBe('false');
    expect(second!.tabIndex).toBe(-1);
    const panel = mounted!.root.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(first!.id);
    expect(first!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('ArrowRight selects the next tab, wraps at the end; ArrowLeft, Home and End move too', () => {
    act(() => {
      mounted = mountInHost(<Harness lang="en_us" />);
    });
    const list = mounted!.root.querySelector('[role="tablist"]')!;
    key(list, 'ArrowRight');
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(mounted!.root.querySelector('[role="tabpanel"]')!.textContent).toBe('panel 1');
    key(list, 'ArrowRight');
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    key(list, 'ArrowLeft');
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    key(list, 'Home');
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    key(list, 'End');
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('a click selects the tab', () => {
    act(() => {
      mounted = mountInHost(<Harness lang="en_us" />);
    });
    act(() => tabs()[1]!.click());
    expect(mounted!.root.querySelector('[role="tabpanel"]')!.textContent).toBe('panel 1');
  });
});
