// What the layout and start-up tests read from an element, through its shadow root and its
// events only: the screen it shows and the context it was opened with (the placeholder screens'
// data attributes, until the flows' screens exist), its toasts and dialogs, and what it told the
// host.
import { PAGE_TIMERS_DELAY_MS } from '../../../src/platform/page-timers-delay.ts';
import { nextTask } from './helpers.ts';

export interface Heard {
  routes: string[];
  errors: { code: unknown; messageKey: string; message: string }[];
}

const onPage: HTMLElement[] = [];

/** Mounts `html` and records the element's cb-route-change and cb-error from its first render on. */
export function mountHeard(html: string): { el: HTMLElement; heard: Heard } {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const el = holder.firstElementChild as HTMLElement;
  const heard: Heard = { routes: [], errors: [] };
  el.addEventListener('cb-route-change', (event) => heard.routes.push((event as CustomEvent<{ route: string }>).detail.route));
  el.addEventListener('cb-error', (event) => heard.errors.push((event as CustomEvent<Heard['errors'][number]>).detail));
  document.body.append(el);
  onPage.push(el);
  return { el, heard };
}

/** Takes every mounted element off the page and waits until they have unmounted (a task later). */
export async function removeAll(): Promise<void> {
  for (const el of onPage.splice(0)) el.remove();
  await nextTask();
  await nextTask();
}

/** The route of the screen shown, with the context it was opened with. */
export function screen(el: Element): DOMStringMap | null {
  return el.shadowRoot?.querySelector<HTMLElement>('[data-route]')?.dataset ?? null;
}

export function toasts(el: Element): string[] {
  return [...(el.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [])].map((toast) => toast.textContent ?? '');
}

/** The text of the open modal dialog inside the element's shadow root. */
export function dialogText(el: Element): string | null {
  return el.shadowRoot?.querySelector('dialog[open]')?.textContent ?? null;
}

/** The message an element shows when it cannot start (its start problem screen). */
export function startProblem(el: Element): string | null {
  return el.shadowRoot?.querySelector('[data-start="unavailable"] [part~="empty"]')?.textContent ?? null;
}

const SESSION_MS = 86_400_000;
const realSetTimeout = window.setTimeout;

/**
 * A day on the page passes in no time: the page's timers load at once (PAGE_TIMERS_DELAY_MS after
 * an element starts) and the session timeout of docs/behaviour/4-states.md, a day from the element's start, fires
 * at once; every other timer keeps its time. Undone by `timeRunsNormally`.
 */
export function dayPassesAtOnce(): void {
  const atOnce = (ms: number) => ms === PAGE_TIMERS_DELAY_MS || ms >= SESSION_MS - PAGE_TIMERS_DELAY_MS;
  window.setTimeout = ((run: TimerHandler, ms?: number, ...args: unknown[]) =>
    realSetTimeout(run, atOnce(ms ?? 0) ? 0 : ms, ...args)) as typeof window.setTimeout;
}

export function timeRunsNormally(): void {
  window.setTimeout = realSetTimeout;
}
