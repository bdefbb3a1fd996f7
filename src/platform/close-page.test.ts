import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePage } from './close-page.ts';

type BridgeScope = { ReactNativeWebView?: { postMessage(m: string): void } };

afterEach(() => {
  delete (globalThis as BridgeScope).ReactNativeWebView;
});

describe('closing the page: cb-close, the native bridge, else window.close()', () => {
  it('a plain page: cb-close (bubbles, composed) on the host, then window.close()', () => {
    const host = document.createElement('booking-app');
    document.body.append(host);
    const heard: CustomEvent[] = [];
    document.body.addEventListener('cb-close', (e) => heard.push(e as CustomEvent));
    const win = { close: vi.fn() };
    expect(closePage(host, win)).toBe('window');
    expect(heard).toHaveLength(1);
    expect(heard[0]!.composed).toBe(true);
    expect(heard[0]!.cancelable).toBe(true);
    expect(heard[0]!.detail).toEqual({});
    expect(win.close).toHaveBeenCalledTimes(1);
    host.remove();
  });

  it('a host app web view: the bridge gets cb-close and window.close() is not called', () => {
    const posted: string[] = [];
    const bridge = { postMessage: (m: string) => void posted.push(m) };
    (globalThis as BridgeScope).ReactNativeWebView = bridge;
    const win = { close: vi.fn(), ReactNativeWebView: bridge };
    expect(closePage(document.createElement('div'), win)).toBe('bridge');
    expect(posted.map((m) => JSON.parse(m))).toEqual([{ v: 1, type: 'cb-close', detail: {} }]);
    expect(win.close).not.toHaveBeenCalled();
  });

  it('a plain page whose listener calls preventDefault(): cb-close is heard, window.close() is not called', () => {
    const host = document.createElement('my-tickets');
    document.body.append(host);
    let heard = 0;
    const keepOpen = (e: Event) => {
      heard++;
      e.preventDefault();
    };
    document.addEventListener('cb-close', keepOpen);
    const win = { close: vi.fn() };
    expect(closePage(host, win)).toBe('prevented');
    expect(heard).toBe(1);
    expect(win.close).not.toHaveBeenCalled();
    document.removeEventListener('cb-close', keepOpen);
    host.remove();
  });

  it('a host app web view whose page prevents cb-close: the bridge still gets the message', () => {
    const posted: string[] = [];
    const bridge = { postMessage: (m: string) => void posted.push(m) };
    (globalThis as BridgeScope).ReactNativeWebView = bridge;
    const host = document.createElement('div');
    host.addEventListener('cb-close', (e) => e.preventDefault());
    const win = { close: vi.fn(), ReactNativeWebView: bridge };
    expect(closePage(host, win)).toBe('bridge');
    expect(posted.map((m) => JSON.parse(m).type)).toEqual(['cb-close']);
    expect(win.close).not.toHaveBeenCalled();
  });
});
