/**
 * @jest-environment node
 */
import type { Context } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyView } from '@/lib/react/lazyView';
import { RenderedViews } from '@/lib/react/renderedViews';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyView on the server', () => {
  it('with `server`, renders the view at once inside its boundary, never waiting for the view’s code', () => {
    const never = () => new Promise<typeof Greeting>(() => undefined);
    // A production build's behaviour (a development build renders the view in place, no boundary).
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    const Ready = lazyView(never, { server: Greeting });
    env.NODE_ENV = before;
    // renderToString does not wait for code: a view that suspended would render its fallback (nothing).
    expect(renderToString(<Ready name="Mei" />)).toBe('<!--$--><p>Hello <!-- -->Mei</p><!--/$-->');
  });

  it('with `module`, tells the page\'s render which code the page needs: Next\'s loadable context and the page\'s list', () => {
    // The instance Next's pages render provides (the one next/dynamic reports to).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own module, as the server bundle requires it
    const { LoadableContext } = require('next/dist/server/route-modules/pages/vendored/contexts/loadable-context') as {
      LoadableContext: Context<((name: string) => void) | null>;
    };
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    const Named = lazyView(() => new Promise<typeof Greeting>(() => undefined), { server: Greeting, module: 'components/Greeting.tsx -> ./Greeting' });
    const Unnamed = lazyView(() => new Promise<typeof Greeting>(() => undefined), { server: Greeting });
    env.NODE_ENV = before;
    const reported: string[] = [];
    const listed = new Set<string>();
    const html = renderToString(
      <LoadableContext.Provider value={(name) => reported.push(name)}>
        <RenderedViews.Provider value={listed}>
          <Named name="Mei" />
          <Unnamed name="Noah" />
        </RenderedViews.Provider>
      </LoadableContext.Provider>,
    );
    expect(html).toContain('Mei');
    expect(html).toContain('Noah');
    expect(reported).toEqual(['components/Greeting.tsx -> ./Greeting']);
    expect([...listed]).toEqual(['components/Greeting.tsx -> ./Greeting']);
  });

  it('in a development build, renders the view in place with no boundary', () => {
    const InPlace = lazyView(() => new Promise<typeof Greeting>(() => undefined), { server: Greeting });
    expect(renderToString(<InPlace name="Mei" />)).toBe('<p>Hello <!-- -->Mei</p>');
  });
});
