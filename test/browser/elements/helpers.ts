// Small helpers for the element browser tests: mocha's globals typed, assertions that say what
// differed, waiting for the lazy roots to render, and loading the built bundle by URL.
import type {
  ProbeElement as ProbeElementType,
  probeLog as probeLogType,
  UnreachableElement as UnreachableElementType,
} from './fixtures/probe-element.tsx';

export { afterEach, describe, it, nextTask, waitFor } from '../support/mocha.ts';

const show = (value: unknown) =>
  typeof value === 'function' ? `function ${value.name || '(anonymous)'}` : JSON.stringify(value) ?? String(value);

export function equal<T>(actual: T, expected: T, what: string): void {
  if (!Object.is(actual, expected)) throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`);
}

export function ok(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`expected ${what}`);
}

export async function throwsNothing(fn: () => unknown, what: string): Promise<void> {
  try {
    await fn();
  } catch (error) {
    throw new Error(`${what}: threw ${String(error)}`);
  }
}

/** Attribute and property changes render in a microtask, batched: wait for that render. */
export const updated = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Imports a file of the built bundle (dist/…) or of the built fixtures, by URL. */
export function load<T = unknown>(url: string): Promise<T> {
  return import(/* @vite-ignore */ url) as Promise<T>;
}

/** Runs a classic script by URL, as a `<script src>` tag does; resolves as its load event fires. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    doc.head.append(script);
  });
}

export type ProbeModule = {
  ProbeElement: typeof ProbeElementType;
  probeLog: typeof probeLogType;
  UnreachableElement: typeof UnreachableElementType;
};
export const loadProbe = () => load<ProbeModule>('/test-results/browser-fixtures/probe-element.js');

/** The text of the probe's output named `name`, inside `el`'s shadow root. */
export function probe(el: Element, name: string): string | null {
  return el.shadowRoot?.querySelector(`[data-probe="${name}"]`)?.textContent ?? null;
}

export function click(el: Element, name: string): void {
  const button = el.shadowRoot?.querySelector<HTMLButtonElement>(`button[data-probe="${name}"]`);
  if (!button) throw new Error(`no probe button ${name}`);
  button.click();
}

/** The title an element's root shows in its header (the placeholder's, until the flows exist). */
export function title(el: Element): string | null {
  return el.shadowRoot?.querySelector('[part~="header"] :is(h1, h2)')?.textContent ?? null;
}

/** The text of an element's root once its lazy root has rendered (not the loading placeholder). */
export function renderedText(el: Element): string | null {
  const root = el.shadowRoot?.querySelector('[part~="root"]');
  if (!root || root.querySelector('.cb-pending')) return null;
  return root.textContent?.trim() || null;
}

/** The names of the bundle's chunks this page has fetched (`chunks/home-screen-….js` → home-screen). */
export function chunksFetched(): string[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((e) => new URL(e.name).pathname.match(/\/dist\/chunks\/(.+)-[\w-]{8}\.js$/)?.[1])
    .filter((name): name is string => name !== undefined);
}

export function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}
