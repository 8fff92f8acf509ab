import { restoreBuiltins, snapshotBuiltins } from '@/server/federation/builtins';

/**
 * server/federation/builtins.ts: what a package replaces among the built-ins is put back, what it
 * adds stays. (On Node 20 jsonld's browser build replaces three of them; the app's own process
 * is checked in e2e/process.test.ts.)
 */
describe('the engine\'s own built-ins, kept', () => {
  const stringify = JSON.stringify;
  const push = Array.prototype.push;
  const toString = Function.prototype.toString;

  afterEach(() => {
    Object.assign(JSON, { stringify });
    Object.defineProperty(Array.prototype, 'push', { value: push, writable: true, configurable: true, enumerable: false });
    Object.defineProperty(Function.prototype, 'toString', { value: toString, writable: true, configurable: true, enumerable: false });
    Reflect.deleteProperty(Set.prototype, 'addedForTheTest');
  });

  it('puts back the functions replaced since the snapshot and names them', () => {
    const snapshot = snapshotBuiltins();
    const slowStringify: typeof JSON.stringify = (value: unknown) => stringify(value);
    JSON.stringify = slowStringify;
    Object.defineProperty(Array.prototype, 'push', { value: function slowPush(this: unknown[], ...items: unknown[]) { return push.apply(this, items); }, writable: true, configurable: true });
    Object.defineProperty(Function.prototype, 'toString', { value: () => 'function () { [native code] }', writable: true, configurable: true });

    expect(restoreBuiltins(snapshot).sort()).toEqual(['Array.prototype.push', 'Function.prototype.toString', 'JSON.stringify']);
    expect(JSON.stringify).toBe(stringify);
    expect(Array.prototype.push).toBe(push);
    expect(Function.prototype.toString).toBe(toString);
    expect(JSON.stringify({ a: [1] })).toBe('{"a":[1]}');
  });

  it('leaves what was added since (a polyfill of a missing method) and changes nothing when nothing was replaced', () => {
    const snapshot = snapshotBuiltins();
    const added = () => 'added';
    Object.defineProperty(Set.prototype, 'addedForTheTest', { value: added, writable: true, configurable: true });
    expect(restoreBuiltins(snapshot)).toEqual([]);
    expect(Reflect.get(Set.prototype, 'addedForTheTest')).toBe(added);
    expect(JSON.stringify).toBe(stringify);
  });
});
