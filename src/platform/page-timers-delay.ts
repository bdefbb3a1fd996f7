// When the page's timers (page-timers.ts) load: this long after an element has started, once its
// first screen has had the network and the main thread to itself. The first of them is five
// minutes away, and they count from the element's start all the same.
export const PAGE_TIMERS_DELAY_MS = 30_000;
