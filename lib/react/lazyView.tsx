import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/** What a view's loader may answer: the component, or its module with the component as default. */
type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

export interface LazyViewOptions<P = object> {
  /**
   * Whether the server renders the view (default true). With false, the server and the browser's
   * hydration render `loading` (or nothing), and the view loads and renders once the page is live:
   * what a visitor's page never shows costs it nothing.
   */
  ssr?: boolean;
  /** What shows while the view's code loads, and if it cannot be loaded (offline, a new deployment). */
  loading?: ComponentType;
  /**
   * The view itself, for the server's render (which then never waits for its code) and for
   * development builds: pass it as
   * `typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? View : undefined`,
   * written out at the call (Next writes both as constants in each bundle, so the browser's
   * production bundle leaves the view out; a name imported from here would keep it in). A
   * development build renders it in place, with no boundary: React's development server sends a
   * server-rendered boundary (the member's avatar, the episode player) in a later part of the
   * page, whose script the page's Content-Security-Policy refuses. Every view the server renders
   * passes it.
   */
  server?: ComponentType<P>;
}

/** A view whose code loads on first use; `preload()` loads it before then and settles once it has. */
export type LazyView<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A component whose code loads when it first renders (or when `preload()` asks for it): React's
 * `lazy` in a `Suspense` boundary. It takes the place of `next/dynamic`, whose loader would be
 * part of every page's first load.
 *
 * A view the server rendered keeps the server's markup until its code arrives (React hydrates the
 * boundary then), so nothing flashes, unless its props change before that. What may change before
 * then comes as props, not from the store inside the view (whose subscription starts only once it
 * hydrates: docs/features/what-the-browser-loads.md). A view whose code was
 * preloaded renders in its first render, with no placeholder for a frame. A load that fails leaves
 * `loading` in place, as a failed request for any other code does; the next page load tries again.
 */
export function lazyView<P extends object>(
  load: () => Promise<Loaded<P>>,
  { ssr = true, loading: Loading, server }: LazyViewOptions<P> = {},
): LazyView<P> {
  // A development build renders the view in place (see `server` above).
  if (server && process.env.NODE_ENV !== 'production') {
    const InPlace = server;
    return Object.assign((props: P) => <InPlace {...props} />, { preload: () => Promise.resolve() });
  }
  const Fallback = Loading ?? Nothing;
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: 'default' in module ? module.default : module }),
      () => (loaded = { default: Fallback as ComponentType<P> }),
    ));
  // React reads a lazy component's code through `then`: code already here is handed over at once
  // (React then renders the view in the same render instead of suspending for a microtask).
  const View =
    server && typeof window === 'undefined'
      ? server
      : lazy(() => (loaded ? ({ then: (ready: (value: { default: ComponentType<P> }) => void) => ready(loaded!) } as Promise<{ default: ComponentType<P> }>) : start()));
  // Memoised: a parent's render with the same props does not reach a boundary the server rendered
  // while its code loads (React would give up the server's markup and show the placeholder).
  const Boundary = memo(function LazyView(props: P): ReactNode {
    return (
      <Suspense fallback={<Fallback />}>
        <View {...props} />
      </Suspense>
    );
  });
  const preload = () => start().then(() => undefined);
  if (ssr) return Object.assign(Boundary, { preload });
  function ClientView(props: P): ReactNode {
    return useHydrated() ? <Boundary {...props} /> : <Fallback />;
  }
  return Object.assign(ClientView, { preload });
}

function Nothing(): null {
  return null;
}
