import { act, render, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyView } from '@/lib/react/lazyView';
import { RENDERED_VIEWS_ID } from '@/lib/react/renderedViews';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const Loading = () => <p>Loading…</p>;

/** A loader the test settles by hand. */
function deferredLoad<T>() {
  let settle: { resolve: (value: T) => void; reject: (err: unknown) => void } | null = null;
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { load: () => promise, settle: () => settle! };
}

describe('lazyView', () => {
  it('renders the view once its code has loaded, with its props, from a module or a component', async () => {
    const FromModule = lazyView(() => Promise.resolve({ default: Greeting }));
    const FromComponent = lazyView(() => Promise.resolve(Greeting));
    render(
      <>
        <FromModule name="Mei" />
        <FromComponent name="Noah" />
      </>,
    );
    expect(await screen.findByText('Hello Mei')).toBeInTheDocument();
    expect(screen.getByText('Hello Noah')).toBeInTheDocument();
  });

  it('shows its placeholder while the code loads, and keeps it when the load fails', async () => {
    const slow = deferredLoad<typeof Greeting>();
    const Slow = lazyView(slow.load, { loading: Loading });
    render(<Slow name="Mei" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => slow.settle().reject(new Error('offline')));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Hello Mei')).toBeNull();
  });

  it('without SSR, the server and the hydration render the placeholder, then the live page the view', async () => {
    const ClientOnly = lazyView(() => Promise.resolve(Greeting), { ssr: false, loading: Loading });
    const html = renderToString(<ClientOnly name="Mei" />);
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Hello');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ClientOnly name="Mei" />, { onRecoverableError: (err) => errors.push(err) });
    });
    expect(await screen.findByText('Hello Mei')).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });

  it('with SSR, a view the server rendered keeps its markup while its code loads in the browser', async () => {
    // The server's markup as the page's HTML carries it: Next waits for every boundary (React's
    // `allReady`), so the view itself is inside the boundary's markers.
    const html = '<main data-count="1"><!--$--><p>Hello <!-- -->Mei</p><!--/$--></main>';

    const slow = deferredLoad<typeof Greeting>();
    const Hydrating = lazyView(slow.load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const page = (count: number) => (
      <main data-count={count}>
        <Hydrating name="Mei" />
      </main>
    );
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      root = hydrateRoot(container, page(1), { onRecoverableError: (err) => errors.push(err) });
    });
    // Still the server's markup, not an empty placeholder, also when the page around it renders again.
    expect(screen.getByText('Hello Mei')).toBeInTheDocument();
    await act(async () => root!.render(page(2)));
    expect(screen.getByText('Hello Mei')).toBeInTheDocument();
    await act(async () => slow.settle().resolve(Greeting));
    expect(screen.getByText('Hello Mei')).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });

  it('a view whose code was preloaded renders in its first render: no placeholder for a frame', async () => {
    const slow = deferredLoad<typeof Greeting>();
    const Preloaded = lazyView(slow.load, { loading: Loading });
    const ready = Preloaded.preload();
    await act(async () => slow.settle().resolve(Greeting));
    await ready;
    // A synchronous act lets no promise settle: a view that suspended would show its placeholder.
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Preloaded name="Mei" />));
    expect(container.textContent).toBe('Hello Mei');
    act(() => root.unmount());
    container.remove();
  });

  it('a preload that fails settles all the same, and the view keeps its placeholder', async () => {
    const Broken = lazyView<{ name: string }>(() => Promise.reject(new Error('offline')), { loading: Loading });
    await expect(Broken.preload()).resolves.toBeUndefined();
    render(<Broken name="Mei" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('the browser hydrates once the code of every view the page lists has loaded, nested ones too, and loads no other', async () => {
    const outer = deferredLoad<typeof Greeting>();
    const inner = deferredLoad<typeof Greeting>();
    const other = jest.fn(() => new Promise<typeof Greeting>(() => undefined));
    let Inner: ReturnType<typeof lazyView<{ name: string }>> | null = null;
    // The inner view's call runs with the outer view's code (a view inside another's chunk).
    const Outer = lazyView<{ name: string }>(
      () =>
        outer.load().then((view) => {
          Inner = lazyView(inner.load, { module: 'components/Outer.tsx -> ./Inner' });
          return view;
        }),
      { module: 'components/Page.tsx -> ./Outer' },
    );
    lazyView(other, { module: 'components/Page.tsx -> ./Other' });
    const list = document.createElement('script');
    list.id = RENDERED_VIEWS_ID;
    list.type = 'application/json';
    list.textContent = JSON.stringify(['components/Page.tsx -> ./Outer', 'components/Outer.tsx -> ./Inner']);
    document.body.append(list);

    let ready = false;
    // What Next's client awaits before it hydrates the first page.
    const waiting = window.__NEXT_PRELOADREADY!([]).then(() => (ready = true));
    await act(async () => outer.settle().resolve(Greeting));
    expect(ready).toBe(false);
    await act(async () => inner.settle().resolve(Greeting));
    await waiting;
    expect(other).not.toHaveBeenCalled();

    // Both hydrate in the page's first render: a view still loading would be left as the server's markup.
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><p>Hello <!-- -->Mei</p><!--/$--><!--$--><p>Hello <!-- -->Noah</p><!--/$-->';
    document.body.append(container);
    const Nested = Inner!;
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(
        container,
        <>
          <Outer name="Mei" />
          <Nested name="Noah" />
        </>,
        { onRecoverableError: (err) => errors.push(err) },
      );
    });
    expect(container.textContent).toBe('Hello MeiHello Noah');
    expect(errors).toEqual([]);
    container.remove();
    list.remove();
  });
});
