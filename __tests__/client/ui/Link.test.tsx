import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { createRouter } from '../support/router';

const mockRouter = Object.assign(createRouter(), { locale: 'en' });

/** Renders as in one of Next's pages: with the pages router in its context. */
const inPage = (ui: ReactNode) => render(<RouterContext.Provider value={mockRouter as unknown as NextRouter}>{ui}</RouterContext.Provider>);


beforeEach(() => {
  mockRouter.locale = 'en';
  mockRouter.push.mockClear();
  mockRouter.prefetch.mockClear();
});

const link = (name: string) => screen.getByRole('link', { name });

describe('Link', () => {
  it('points at the page in the page’s language; an address elsewhere stays as it is', () => {
    mockRouter.locale = 'de';
    inPage(
      <>
        <Link href="/posts/1/hello">topic</Link>
        <Link href="/">home</Link>
        <Link href="https://example.org/a">elsewhere</Link>
      </>,
    );
    expect(link('topic')).toHaveAttribute('href', '/de/posts/1/hello');
    expect(link('home')).toHaveAttribute('href', '/de');
    expect(link('elsewhere')).toHaveAttribute('href', 'https://example.org/a');
  });

  it('a click opens the page through Next’s router, with its scroll and shallow choices', () => {
    inPage(
      <>
        <Link href="/posts/1/hello">topic</Link>
        <Link href="/projects/2/tabs?tab=faq" scroll={false} shallow>
          tab
        </Link>
      </>,
    );
    expect(fireEvent.click(link('topic'))).toBe(false);
    expect(fireEvent.click(link('tab'))).toBe(false);
    expect(mockRouter.push.mock.calls).toEqual([
      ['/posts/1/hello', undefined, { scroll: true, shallow: undefined }],
      ['/projects/2/tabs?tab=faq', undefined, { scroll: false, shallow: true }],
    ]);
  });

  it('leaves to the browser a click with a modifier or another button, a link with a target or download, and an address elsewhere', () => {
    inPage(
      <>
        <Link href="/a">plain</Link>
        <Link href="/b" target="_blank">
          new tab
        </Link>
        <Link href="/c" download>
          file
        </Link>
        <Link href="https://example.org/">elsewhere</Link>
      </>,
    );
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) expect(fireEvent.click(link('plain'), { [modifier]: true })).toBe(true);
    expect(fireEvent.click(link('plain'), { button: 1 })).toBe(true);
    expect(fireEvent.click(link('new tab'))).toBe(true);
    expect(fireEvent.click(link('file'))).toBe(true);
    expect(fireEvent.click(link('elsewhere'))).toBe(true);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('runs its own onClick first; one that prevents the default keeps the reader on the page', () => {
    const seen: string[] = [];
    inPage(
      <>
        <Link href="/a" onClick={() => seen.push('a')}>
          counted
        </Link>
        <Link href="/b" onClick={(event) => event.preventDefault()}>
          stopped
        </Link>
      </>,
    );
    fireEvent.click(link('counted'));
    fireEvent.click(link('stopped'));
    expect(seen).toEqual(['a']);
    expect(mockRouter.push.mock.calls.map((call) => call[0])).toEqual(['/a']);
  });

  it('loads the linked page’s code when the pointer rests on it or a finger touches it, never for an address elsewhere', () => {
    inPage(
      <>
        <Link href="/events/3">event</Link>
        <Link href="https://example.org/">elsewhere</Link>
      </>,
    );
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link('event'));
    fireEvent.touchStart(link('event'));
    fireEvent.mouseEnter(link('elsewhere'));
    expect(mockRouter.prefetch.mock.calls).toEqual([['/events/3'], ['/events/3']]);
  });

  it('outside Next’s pages (no router) it is a plain link', () => {
    render(<Link href="/a">plain</Link>);
    expect(link('plain')).toHaveAttribute('href', '/a');
    fireEvent.mouseEnter(link('plain'));
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
  });
});
