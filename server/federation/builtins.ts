/**
 * The engine's own built-in functions, kept against a package that replaces them for the whole
 * process: jsonld's browser build, which Fedify's vocabulary imports
 * (`jsonld/dist/jsonld.esm.js`), carries core-js polyfills, and on Node 20 they replace
 * `JSON.stringify`, `Array.prototype.push` and `Function.prototype.toString` with JavaScript
 * versions (its checks want `JSON.rawJSON`, which Node 20 lacks); `JSON.stringify` alone ran
 * about five times slower, for every answer and page. What the polyfills add
 * (`Set.prototype.union`, `Iterator`, …) is missing there, so it stays.
 * server/federation/runtime.ts takes the snapshot, loads the browser build, and puts back what
 * changed; Node 22 and newer lose nothing.
 */

/** Every own property of the global object and of the built-in constructors, their prototypes and namespaces. */
function builtinHolders(): Array<[string, object]> {
  const holders: Array<[string, object]> = [['globalThis', globalThis]];
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    // Built-ins are capitalised (JSON, Array, Promise, …); reading a lower-case global may run a getter.
    if (!/^[A-Z]/.test(name)) continue;
    const value: unknown = Reflect.get(globalThis, name);
    if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) continue;
    holders.push([name, value]);
    const prototype: unknown = typeof value === 'function' ? Reflect.get(value, 'prototype') : undefined;
    // Function.prototype is itself a function.
    if ((typeof prototype === 'object' && prototype !== null) || typeof prototype === 'function') holders.push([`${name}.prototype`, prototype]);
  }
  return holders;
}

export type BuiltinSnapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

/** The built-ins' property descriptors as they are now. */
export function snapshotBuiltins(): BuiltinSnapshot {
  const snapshot: BuiltinSnapshot = new Map();
  for (const [, holder] of builtinHolders()) {
    const own = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(holder)) {
      const descriptor = Object.getOwnPropertyDescriptor(holder, key);
      if (descriptor) own.set(key, descriptor);
    }
    snapshot.set(holder, own);
  }
  return snapshot;
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor): boolean =>
  Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/**
 * Puts back every built-in property the snapshot had that has since been replaced; answers their
 * names (`JSON.stringify`). Properties added since are left.
 */
export function restoreBuiltins(snapshot: BuiltinSnapshot): string[] {
  const restored: string[] = [];
  for (const [label, holder] of builtinHolders()) {
    const before = snapshot.get(holder);
    if (!before) continue;
    for (const [key, descriptor] of before) {
      const now = Object.getOwnPropertyDescriptor(holder, key);
      if (!now || sameDescriptor(now, descriptor) || !now.configurable) continue;
      Object.defineProperty(holder, key, descriptor);
      restored.push(`${label}.${String(key)}`);
    }
  }
  return restored;
}
