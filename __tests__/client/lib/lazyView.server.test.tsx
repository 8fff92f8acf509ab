/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { lazyView } from '@/lib/react/lazyView';

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

  it('in a development build, renders the view in place with no boundary', () => {
    const InPlace = lazyView(() => new Promise<typeof Greeting>(() => undefined), { server: Greeting });
    expect(renderToString(<InPlace name="Mei" />)).toBe('<p>Hello <!-- -->Mei</p>');
  });
});
