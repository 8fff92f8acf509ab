/**
 * A stand-in for next/router in component tests: `jest.mock('next/router', () => routerMock())`
 * then drive `mockRouter` (push records the URL; `events` is a real emitter).
 */
type Handler = (...args: unknown[]) => void;

export function createRouter(pathname = '/discussions') {
  const handlers = new Map<string, Set<Handler>>();
  const router = {
    pathname,
    asPath: pathname,
    query: {} as Record<string, string | string[]>,
    pushed: [] as string[],
    push: jest.fn(async (url: string) => {
      router.pushed.push(url);
      return true;
    }),
    replace: jest.fn(async () => true),
    prefetch: jest.fn(async () => undefined),
    events: {
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
      },
      emit(event: string, ...args: unknown[]) {
        handlers.get(event)?.forEach((h) => h(...args));
      },
    },
  };
  return router;
}
