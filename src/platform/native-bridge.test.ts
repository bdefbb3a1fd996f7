// The native bridge protocol (docs/element-contract.md): versioned JSON to exactly one
// bridge, iOS first, then Android, then React Native.
import { describe, expect, it } from 'vitest';
import { forwardToNativeBridge, hasNativeBridge } from './native-bridge.ts';

function recorder() {
  const messages: unknown[] = [];
  return { messages, postMessage: (message: unknown) => void messages.push(message) };
}

describe('native bridge', () => {
  it('no bridge → nothing sent, false', () => {
    expect(forwardToNativeBridge('cb-close', {}, {})).toBe(false);
    expect(hasNativeBridge({})).toBe(false);
  });

  it('cb-close {} → {"v":1,"type":"cb-close","detail":{}}', () => {
    const android = recorder();
    expect(forwardToNativeBridge('cb-close', {}, { CivicBookingBridge: android })).toBe(true);
    expect(android.messages).toEqual(['{"v":1,"type":"cb-close","detail":{}}']);
  });

  it('iOS, Android and React Native all present → only iOS receives', () => {
    const ios = recorder();
    const android = recorder();
    const reactNative = recorder();
    forwardToNativeBridge('cb-route-change', { route: '/home' }, {
      webkit: { messageHandlers: { civicBooking: ios } },
      CivicBookingBridge: android,
      ReactNativeWebView: reactNative,
    });
    expect(ios.messages).toEqual(['{"v":1,"type":"cb-route-change","detail":{"route":"/home"}}']);
    expect(android.messages).toEqual([]);
    expect(reactNative.messages).toEqual([]);
  });

  it('Android and React Native present → only Android receives', () => {
    const android = recorder();
    const reactNative = recorder();
    forwardToNativeBridge('cb-close', {}, { CivicBookingBridge: android, ReactNativeWebView: reactNative });
    expect(android.messages).toHaveLength(1);
    expect(reactNative.messages).toHaveLength(0);
  });

  it('a bridge that throws does not throw into the widget', () => {
    const broken = { postMessage: () => { throw new Error('host app bug'); } };
    expect(() => forwardToNativeBridge('cb-close', {}, { ReactNativeWebView: broken })).not.toThrow();
  });

  it('an object without postMessage is not a bridge', () => {
    expect(hasNativeBridge({ CivicBookingBridge: {} })).toBe(false);
  });
});
