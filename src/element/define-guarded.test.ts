// The guarded define (define-guarded.ts) against a registry that, like browsers before
// CustomElementRegistry.getName, cannot say under which name a constructor was registered.
import { describe, expect, it } from 'vitest';
import { defineGuarded } from './define-guarded.ts';

/** The two rules of customElements.define that matter here, as the HTML standard states them. */
class RegistryWithoutGetName {
  readonly #byName = new Map<string, CustomElementConstructor>();
  define(name: string, ctor: CustomElementConstructor): void {
    if (this.#byName.has(name)) throw new DOMException(`the name "${name}" has already been used`, 'NotSupportedError');
    if ([...this.#byName.values()].includes(ctor)) throw new DOMException('this constructor has already been used', 'NotSupportedError');
    this.#byName.set(name, ctor);
  }
  get(name: string): CustomElementConstructor | undefined {
    return this.#byName.get(name);
  }
}

const registryOf = () => new RegistryWithoutGetName() as unknown as CustomElementRegistry;
class Widget {}
const WidgetElement = Widget as unknown as CustomElementConstructor;

describe('defineGuarded', () => {
  it('first define registers the class itself', () => {
    const registry = registryOf();
    expect(defineGuarded(WidgetElement, 'x-widget', registry)).toBe(WidgetElement);
    expect(registry.get('x-widget')).toBe(WidgetElement);
  });

  it('defining the same tag twice is quiet and keeps the first definition', () => {
    const registry = registryOf();
    defineGuarded(WidgetElement, 'x-widget', registry);
    expect(() => defineGuarded(WidgetElement, 'x-widget', registry)).not.toThrow();
    expect(registry.get('x-widget')).toBe(WidgetElement);
  });

  it('another tag name gets a subclass (a constructor registers once per registry)', () => {
    const registry = registryOf();
    defineGuarded(WidgetElement, 'x-widget', registry);
    const other = defineGuarded(WidgetElement, 'dept-widget', registry);
    expect(other).not.toBe(WidgetElement);
    expect(other.prototype).toBeInstanceOf(Widget);
    expect(registry.get('dept-widget')).toBe(other);
  });

  it('a third tag name from the same class also works', () => {
    const registry = registryOf();
    defineGuarded(WidgetElement, 'x-widget', registry);
    defineGuarded(WidgetElement, 'dept-widget', registry);
    expect(() => defineGuarded(WidgetElement, 'third-widget', registry)).not.toThrow();
  });

  it('a tag taken by another class stays with it', () => {
    const registry = registryOf();
    class Stranger {}
    registry.define('x-widget', Stranger as unknown as CustomElementConstructor);
    expect(defineGuarded(WidgetElement, 'x-widget', registry)).toBe(Stranger);
  });

  it('registries are independent: the class itself in each', () => {
    const first = registryOf();
    const second = registryOf();
    defineGuarded(WidgetElement, 'x-widget', first);
    expect(defineGuarded(WidgetElement, 'x-widget', second)).toBe(WidgetElement);
  });
});
