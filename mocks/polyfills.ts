/**
 * Polyfills msw needs on Node 20: the client tests load them first (jest `setupFiles`, before the test
 * framework in the jsdom environment). msw 3 calls `Promise.withResolvers` (ES2024) and
 * `Set.prototype.intersection` / `difference` (ES2025), which Node 22 has and Node 20 lacks.
 * Each is installed only when missing, so on newer Node the built-ins are used. jsdom's `crypto`
 * has no `subtle`: Node's Web Crypto is lent to it, so code under test finds what browsers have.
 */
import { webcrypto } from 'node:crypto';

interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

/** The part of a "set-like" argument the Set methods read. */
interface SetLike<T> {
  has(value: T): boolean;
  keys(): Iterator<T>;
}

function define(target: object, name: string, value: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
}

define(Promise, 'withResolvers', function withResolvers<T>(): Resolvers<T> {
  let resolve!: Resolvers<T>['resolve'];
  let reject!: Resolvers<T>['reject'];
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
});

function* iterate<T>(other: SetLike<T>): Generator<T> {
  const it = other.keys();
  for (let step = it.next(); !step.done; step = it.next()) yield step.value;
}

define(Set.prototype, 'intersection', function intersection<T>(this: Set<T>, other: SetLike<T>): Set<T> {
  return new Set([...this].filter((value) => other.has(value)));
});

define(Set.prototype, 'difference', function difference<T>(this: Set<T>, other: SetLike<T>): Set<T> {
  return new Set([...this].filter((value) => !other.has(value)));
});

define(Set.prototype, 'union', function union<T>(this: Set<T>, other: SetLike<T>): Set<T> {
  return new Set([...this, ...iterate(other)]);
});

define(Set.prototype, 'isSubsetOf', function isSubsetOf<T>(this: Set<T>, other: SetLike<T>): boolean {
  return [...this].every((value) => other.has(value));
});

if (!globalThis.crypto) define(globalThis, 'crypto', webcrypto);
else if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true, enumerable: true });

