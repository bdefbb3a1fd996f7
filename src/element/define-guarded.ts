// The guarded `define` of every element.
// Registering twice is normal on real pages (the ESM build and the <script> build, or one widget
// loaded by two scripts), so define is quiet when the tag is taken. A constructor can be
// registered only once per registry, so another tag name gets a fresh subclass.

const used = new WeakMap<CustomElementRegistry, WeakSet<CustomElementConstructor>>();

function alreadyRegistered(registry: CustomElementRegistry, ctor: CustomElementConstructor): boolean {
  if (used.get(registry)?.has(ctor)) return true;
  const getName = (registry as { getName?(c: CustomElementConstructor): string | null }).getName;
  return typeof getName === 'function' && getName.call(registry, ctor) != null;
}

/** Defines `tag` in `registry` with `ctor` (or a subclass of it); returns what the tag means now. */
export function defineGuarded(
  ctor: CustomElementConstructor,
  tag: string,
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(tag);
  if (existing) return existing;
  const chosen = alreadyRegistered(registry, ctor) ? class extends ctor {} : ctor;
  registry.define(tag, chosen);
  let set = used.get(registry);
  if (!set) used.set(registry, (set = new WeakSet()));
  set.add(chosen);
  return chosen;
}
