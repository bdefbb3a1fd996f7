import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyView } from './empty-view.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('empty and error view (docs/behaviour/4-states.md (Data load result) "Data load result: normal, noData, error")', () => {
  it('noData → the no-data text, no button', () => {
    act(() => {
      mounted = mountInHost(<EmptyView kind="noData" onRefresh={() => {}} />, { lang: 'zh_hant' });
    });
    expect(mounted!.root.textContent).toBe('暫無資料');
    expect(mounted!.root.querySelector('button')).toBeNull();
  });

  it('noData with another message key → that message', () => {
    act(() => {
      mounted = mountInHost(<EmptyView kind="noData" messageKey="messages.noSearchData" />);
    });
    expect(mounted!.root.textContent).toBe('No matching results');
  });

  it('errorLoadData → "Anomaly in loading data" and a refresh button that calls back, then cools down 6 s', () => {
    const refresh = vi.fn();
    act(() => {
      mounted = mountInHost(<EmptyView kind="errorLoadData" onRefresh={refresh} />);
    });
    expect(mounted!.root.querySelector('[role="alert"]')?.textContent).toContain('Anomaly in loading data');
    const button = mounted!.root.querySelector('button')!;
    expect(button.textContent).toBe('Refresh');
    act(() => button.click());
    act(() => button.click());
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
