// The entry of the <script> build (civic-booking.iife.js): a classic script that loads the ESM
// build beside it (civic-booking.js) with a dynamic import(). An IIFE cannot split chunks, so a
// self-contained one would carry every flow; this way a <script> page gets the ESM page's lazy
// chunks, one module graph with any ESM import of the package, and the same first render.
// It imports nothing at run time, so it stays a loader (bench/budgets.json, iifeGzipKB).
import type * as Elements from '../elements/index.ts';

export type ElementClasses = typeof Elements;

/** The global `CivicBooking` (declared for integrators in dist/types/iife.d.ts). */
export interface CivicBookingGlobal extends Partial<ElementClasses> {
  readonly ready: Promise<ElementClasses>;
}

const ENTRY = 'civic-booking.js';

// Async so that any failure, even before import() is reached, rejects `ready` instead of throwing.
async function loadEntry(scriptUrl: string | undefined): Promise<ElementClasses> {
  if (!scriptUrl) throw new Error(`civic-booking.iife.js must be loaded by a <script src> tag: it loads ${ENTRY} from beside itself`);
  // Made absolute from the script's own URL (the bundle is rarely where the page is), so it does
  // not rest on how a browser resolves a relative import() in a classic script.
  return (await import(/* @vite-ignore */ new URL(ENTRY, scriptUrl).href)) as ElementClasses;
}

// Outside a browser page (a host's server-side rendering imports every entry) nothing is loaded:
// the ESM entry is the one for Node.
if (typeof document !== 'undefined') {
  // Only while this script runs does currentScript point to it.
  const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
  const ready = loadEntry(scriptUrl);
  const civicBooking: CivicBookingGlobal = { ready };
  (globalThis as { CivicBooking?: CivicBookingGlobal }).CivicBooking = civicBooking;
  // Registered before any integrator's handler, so the classes are on the global when theirs run.
  // Handling the rejection here also keeps the browser from reporting it a second time.
  ready.then(
    (elements) => Object.assign(civicBooking, elements),
    // The elements stay undefined (empty) custom elements; the page can style :not(:defined).
    (error: unknown) => console.error(`civic-booking: the elements could not be loaded (${ENTRY} beside civic-booking.iife.js)`, error),
  );
}
