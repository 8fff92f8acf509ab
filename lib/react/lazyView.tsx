import { lazy, memo, Suspense, useContext, type ComponentType, type Context, type ReactNode } from 'react';
import { registerRenderedView, RenderedViews } from './renderedViews';
import { useHydrated } from './useHydrated';

// Next's server render collects through it which code a page's views need (what next/dynamic
// reports to, the same instance as the render's): their scripts and style sheets go in the page's
// head. The browser's bundle leaves it out (Next writes `typeof window` as a constant in each bundle).
type Report = (module: string) => void;
const LoadableContext: Context<Report | null> | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      (require('next/dist/server/route-modules/pages/vendored/contexts/loadable-context') as { LoadableContext: Context<Report | null> }).LoadableContext
    : null;

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
  /**
   * With `server`: the view's code as Next's loadable manifest names it, `'<this file> -> <the
   * import's path>'` as written (`'components/shell/LazyMemberArea.tsx -> ./MemberArea'`; a unit
   * test holds every call to it). A page the server rendered it in carries its code and style sheet
   * in its head, and the browser hydrates once that code has loaded (lib/react/renderedViews.ts):
   * the view is never on screen without its code.
   */
  module?: string;
}

/** A view whose code loads on first use; `preload()` loads it before then and settles once it has. */
export type LazyView<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A component whose code loads when it first renders (or when `preload()` asks for it): React's
 * `lazy` in a `Suspense` boundary. It takes the place of `next/dynamic`, whose loader would be
 * part of every page's first load.
 *
 * A view the server rendered has its code before the page hydrates (its `module`), so it hydrates
 * with the page: its markup is never on screen without the code a click on it needs
 * (docs/features/what-the-browser-loads.md). A view whose code was preloaded renders in its first
 * render, with no placeholder for a frame. A load that fails leaves
 * `loading` in place, as a failed request for any other code does; the next page load tries again.
 */
export function lazyView<P extends object>(
  load: () => Promise<Loaded<P>>,
  { ssr = true, loading: Loading, server, module }: LazyViewOptions<P> = {},
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
      ? reported(server, module)
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
  if (ssr && module && typeof window !== 'undefined') registerRenderedView(module, preload);
  if (ssr) return Object.assign(Boundary, { preload });
  function ClientView(props: P): ReactNode {
    return useHydrated() ? <Boundary {...props} /> : <Fallback />;
  }
  return Object.assign(ClientView, { preload });
}

/** The server's view, which tells the page's render that the page needs its code. */
function reported<P extends object>(View: ComponentType<P>, module: string | undefined): ComponentType<P> {
  if (!module) return View;
  const name = module;
  return function Reported(props: P): ReactNode {
    const report = useContext(LoadableContext!);
    const rendered = useContext(RenderedViews);
    report?.(name);
    rendered?.add(name);
    return <View {...props} />;
  };
}

function Nothing(): null {
  return null;
}
