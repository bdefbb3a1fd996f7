import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { CodeInput } from './code-input.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

function Harness({ send }: { send(): Promise<unknown> }) {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} onSend={send} />;
}

const input = () => mounted!.root.querySelector<HTMLInputElement>('input')!;
const sendButton = () => mounted!.root.querySelector<HTMLButtonElement>('.cb-code__send')!;
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= 100) act(() => void vi.advanceTimersByTime(Math.min(100, left)));
};
async function click(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
}

describe('code input (docs/behaviour/2-screens.md (Code input) "Message-code input with a send-code button")', () => {
  it('is a 6-digit one-time-code field; letters are dropped', () => {
    act(() => {
      mounted = mountInHost(<Harness send={async () => {}} />);
    });
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().maxLength).toBe(6);
    act(() => {
      input().value = '12a34 5678';
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input().value).toBe('123456');
  });

  it('after a code is sent the button counts down 60 s, then re-enables (docs/behaviour/4-states.md)', async () => {
    const send = vi.fn(async () => {});
    act(() => {
      mounted = mountInHost(<Harness send={send} />);
    });
    expect(sendButton().textContent).toBe('Get code');
    await click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('New code in 60 s');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    tick(1_000);
    expect(sendButton().textContent).toBe('New code in 59 s');
    await click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);
    tick(58_000);
    expect(sendButton().textContent).toBe('New code in 1 s');
    tick(1_000);
    expect(sendButton().textContent).toBe('Get code');
    expect(sendButton().hasAttribute('aria-disabled')).toBe(false);
    await click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a failure shows the server message for 2 s and leaves the button usable (docs/behaviour/8-errors.md)', async () => {
    const send = vi.fn(async () => {
      throw new ApiError({ status: 400, code: 602, messageKey: 'messages.network.serverMessage602', text: 'Too many requests (602)', serverMessage: 'Too many requests' });
    });
    act(() => {
      mounted = mountInHost(<Harness send={send} />);
    });
    await click(sendButton());
    expect(mounted!.root.querySelector('[role="alert"]')?.textContent).toBe('Too many requests');
    expect(sendButton().textContent).toBe('Get code');
    act(() => void vi.advanceTimersByTime(1_999));
    expect(mounted!.root.querySelector('[role="alert"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(mounted!.root.querySelector('[role="alert"]')).toBeNull();
  });

  it('a refusal with Retry-After (a code asked for too early) keeps the button locked for the seconds the server names', async () => {
    const send = vi.fn(async () => {
      throw new ApiError({ status: 400, code: 602, messageKey: 'messages.network.serverMessage602', text: 'Wait 42 s (602)', serverMessage: 'Wait 42 s', retryAfterSeconds: 42 });
    });
    act(() => {
      mounted = mountInHost(<Harness send={send} />);
    });
    await click(sendButton());
    expect(sendButton().textContent).toBe('New code in 42 s');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    tick(42_000);
    expect(sendButton().textContent).toBe('Get code');
  });

  it('a page that sends nothing (its send resolves false: the number is not valid yet) gets no countdown and no message', async () => {
    const send = vi.fn(async () => false);
    act(() => {
      mounted = mountInHost(<Harness send={send} />);
    });
    await click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('Get code');
    expect(sendButton().hasAttribute('aria-disabled')).toBe(false);
    expect(mounted!.root.querySelector('[role="alert"]')).toBeNull();
    expect(mounted!.root.querySelector('[role="status"]')?.textContent).toBe('');
    await click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a message about the code from the page is shown under it and tied to the field', () => {
    act(() => {
      mounted = mountInHost(<CodeInput value="123456" onChange={() => {}} onSend={async () => {}} error="Verification failed" />);
    });
    const described = input().getAttribute('aria-describedby')!;
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(mounted!.root.getElementById(described)?.textContent).toBe('Verification failed');
    expect(input().value).toBe('123456');
  });
});
