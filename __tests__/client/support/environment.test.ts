import styles from './sample.module.css';

// tsconfig's lib is ES2023, so these newer built-ins are typed here.
interface PromiseWithResolvers {
  withResolvers<T>(): { promise: Promise<T>; resolve: (value: T) => void };
}
interface SetMethods<T> {
  intersection(other: Set<T>): Set<T>;
  difference(other: Set<T>): Set<T>;
  union(other: Set<T>): Set<T>;
  isSubsetOf(other: Set<T>): boolean;
}
const newSet = (values: number[]) => new Set(values) as Set<number> & SetMethods<number>;

/** The client test project's environment (jest.config.js, polyfills.ts, setup.ts). */
describe('client test environment', () => {
  it('runs in jsdom with the Node fetch API (jest-fixed-jsdom)', () => {
    expect(typeof window).toBe('object');
    expect(typeof document.createElement).toBe('function');
    expect(typeof fetch).toBe('function');
    expect(typeof Request).toBe('function');
    expect(typeof TextEncoder).toBe('function');
  });

  it('has the ES2024/2025 built-ins msw needs', () => {
    const { promise, resolve } = (Promise as unknown as PromiseWithResolvers).withResolvers<number>();
    resolve(1);
    return promise.then((value) => {
      expect(value).toBe(1);
      const a = newSet([1, 2, 3]);
      const b = newSet([2, 3, 4]);
      expect([...a.intersection(b)]).toEqual([2, 3]);
      expect([...a.difference(b)]).toEqual([1]);
      expect([...a.union(b)]).toEqual([1, 2, 3, 4]);
      expect(newSet([2]).isSubsetOf(a)).toBe(true);
    });
  });

  it('maps CSS modules to their class names', () => {
    expect(styles.title).toBe('title');
  });

  it('maps @/ to the repository root', async () => {
    const { PAGE_SIZE } = await import('@/lib/constants');
    expect(PAGE_SIZE.savedPosts).toBe(20);
  });
});
