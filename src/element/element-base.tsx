// The base of every civic-booking element: @r2wc/react-to-web-component, with its gaps closed
// (each has a browser test in test/browser/elements/):
// - a removed attribute reaches the component (r2wc ignores null), and boolean attributes follow
//   HTML: present (even "" or "false") = true, absent = false (r2wc tests the text for /^[ty1-9]/);
// - properties set before the element is defined are not lost (the upgrade-property pattern);
// - a property reflects to its attribute (as a built-in element's `id` does), except `token`:
//   an attribute stays visible in the page's markup, and a token must not;
// - moving the element (remove + insert in one task, or moveBefore) keeps its state: r2wc
//   unmounts on every disconnect, we wait a task and unmount only if it stayed out;
// - define is guarded (see define-guarded.ts); the shadow root is open.
// The `token` goes to the page-wide session here, before any render, so a screen's first
// request already carries it (effects run child-first: a root's effect would be too late).
import r2wc from '@r2wc/react-to-web-component';
import { getSessionStore } from '../store/session-store.ts';
import { installChunkPreload } from '../platform/chunk-preload.ts';
import { defineGuarded } from './define-guarded.ts';
import { createShell, shellStyles, type RootSource } from './shell.tsx';
import { inNextTask } from '../platform/next-task.ts';

export type PropType = 'string' | 'boolean' | 'number';

/** The contract's attributes (docs/element-contract.md (Attributes and properties)), by property name; the attribute is the kebab-case form. */
export const CONTRACT_PROPS = {
  language: 'string',
  departmentId: 'string',
  serviceCode: 'string',
  serviceId: 'string',
  locationId: 'string',
  ticketId: 'string',
  token: 'string',
  apiBase: 'string',
  platform: 'string',
  theme: 'string',
  routing: 'string',
  appUrl: 'string',
  loginUrl: 'string',
} as const satisfies Record<string, PropType>;

// r2wc keeps its state under registered symbols; we read and write the same slots.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
// Ours: the one way a property or an attribute changes a prop.
const ASSIGN = Symbol('civic-booking.assign');

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface CivicElementConstructor<P> {
  new (): HTMLElement & P;
  readonly observedAttributes: string[];
  /** Registers the element under `tag`; quiet when `tag` is already defined. */
  define(tag: string, registry?: CustomElementRegistry): CustomElementConstructor;
}

// Before any element loads its root: the built chunks' `import()` calls preload through it.
installChunkPreload();

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function parse(type: PropType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  return type === 'number' ? Number(value) : value;
}

function coerce(type: PropType, value: unknown): unknown {
  if (type === 'boolean') return Boolean(value);
  if (value === null || value === undefined) return undefined;
  return type === 'number' ? Number(value) : String(value);
}

export type ElementBaseOptions<T extends Record<string, PropType>> = RootSource & {
  /** Properties and their types; the contract's attributes unless a test element says otherwise. */
  props?: T;
};

// `-readonly`: the props table is `as const`, but an integrator sets these properties.
type PropsOf<T extends Record<string, PropType>> = {
  -readonly [K in keyof T]: T[K] extends 'boolean' ? boolean : T[K] extends 'number' ? number | undefined : string | undefined;
};

export function createElementBase<T extends Record<string, PropType> = typeof CONTRACT_PROPS>(
  options: ElementBaseOptions<T>,
): CivicElementConstructor<PropsOf<T>> {
  const types = (options.props ?? CONTRACT_PROPS) as Record<string, PropType>;
  const propNames = Object.keys(types);
  const propOf = new Map(propNames.map((prop) => [toAttribute(prop), prop]));
  const R2wcElement = r2wc(createShell(options), { shadow: 'open', props: propNames }) as unknown as new () => R2wcInternals;
  const adoptShellStyles = shellStyles(options);

  class CivicElement extends R2wcElement {
    static get observedAttributes(): string[] {
      return [...propOf.keys()];
    }

    static define(tag: string, registry: CustomElementRegistry = customElements): CustomElementConstructor {
      return defineGuarded(this, tag, registry);
    }

    #pendingUnmount: ReturnType<typeof setTimeout> | undefined;
    #upgraded = false;
    #mounted = false;
    #mountQueued = false;
    /** The token this element last gave the session, so removing it signs out only what it signed in. */
    #sessionToken: string | undefined;

    #shareToken(): void {
      if (!('token' in types) || !this.isConnected) return;
      const raw = this[PROPS].token;
      const token = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
      if (token === this.#sessionToken) return;
      const session = getSessionStore().getState();
      if (token) session.setToken(token);
      // Another element (or a sign-in) may have put its own token in the page-wide session since:
      // clearing this element's token must not sign that one out.
      else if (session.token === this.#sessionToken) session.setToken(null);
      this.#sessionToken = token;
    }

    constructor() {
      super();
      // r2wc starts "connected" and would mount on the first attribute, before the element is
      // in the page; we mount on connect, once every attribute is known.
      this[CONNECTED] = false;
      for (const [attribute, prop] of propOf) this[PROPS][prop] = parse(types[prop]!, this.getAttribute(attribute));
      adoptShellStyles(this.shadowRoot);
    }

    override connectedCallback(): void {
      if (this.#pendingUnmount !== undefined) {
        clearTimeout(this.#pendingUnmount);
        this.#pendingUnmount = undefined;
      }
      if (!this.#upgraded) {
        this.#upgraded = true;
        // A property set before the element was defined is an own data property that hides our
        // accessor: take it off and set it again through the accessor.
        for (const prop of propNames) {
          if (Object.prototype.hasOwnProperty.call(this, prop)) {
            const value = (this as unknown as Record<string, unknown>)[prop];
            delete (this as unknown as Record<string, unknown>)[prop];
            (this as unknown as Record<string, unknown>)[prop] = value;
          }
        }
      }
      this.#shareToken();
      if (this.#mounted) {
        super.connectedCallback();
        return;
      }
      // The first render runs in a task of its own: a page's script (the <script> build defines
      // every element at once, upgrading those already in the page) and each element's first
      // render then block input for a short while each rather than one long while together.
      if (this.#mountQueued) return;
      this.#mountQueued = true;
      inNextTask(() => {
        this.#mountQueued = false;
        if (!this.isConnected) return;
        this.#mounted = true;
        super.connectedCallback();
      });
    }

    override disconnectedCallback(): void {
      this[CONNECTED] = false;
      if (!this.#mounted) return; // its first render has not run: nothing to unmount
      if (this.#pendingUnmount !== undefined) return;
      this.#pendingUnmount = setTimeout(() => {
        this.#pendingUnmount = undefined;
        if (this.isConnected) return;
        this.#mounted = false;
        super.disconnectedCallback();
      }, 0);
    }

    /** Element.moveBefore() keeps the element connected: nothing to unmount or remount. */
    connectedMoveCallback(): void {}

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propOf.get(attribute);
      if (!prop) return;
      this[ASSIGN](prop, parse(types[prop]!, value));
    }

    #renderQueued = false;

    /**
     * Attribute and property changes render together in a microtask (as Lit's updates do): one
     * render for a batch of changes, and never from inside a render — a layout effect that sets
     * its host's attribute would otherwise re-enter Preact's commit phase, which runs that same
     * effect again before it is marked done, without end.
     */
    [ASSIGN](prop: string, value: unknown): void {
      this[PROPS][prop] = value;
      if (prop === 'token') this.#shareToken();
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this[RENDER]();
      });
    }
  }

  for (const [attribute, prop] of propOf) {
    Object.defineProperty(CivicElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: CivicElement) {
        return this[PROPS][prop];
      },
      set(this: CivicElement, value: unknown) {
        const coerced = coerce(types[prop]!, value);
        this[ASSIGN](prop, coerced);
        if (prop === 'token') return; // never written to the markup
        // Reflected as HTML reflects: absent for undefined or false, "" for true. The attribute's
        // callback then assigns the same value once more, which queues no second render and does
        // not come back here: no loop. An attribute that already says it is left alone.
        const text = coerced === undefined || coerced === false ? null : coerced === true ? '' : String(coerced);
        if (this.getAttribute(attribute) === text) return;
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }

  return CivicElement as unknown as CivicElementConstructor<PropsOf<T>>;
}
