import { render, waitFor } from '@testing-library/react';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { ReactElement } from 'react';
import { PageHead } from '@/components/ui';
import { InEnglish } from '../support/render';

/**
 * The page's head in the browser (components/ui/PageHead.tsx): the first page keeps the head the
 * server wrote until the tags' code has loaded after the page; then the tags render (equal to the
 * server's) through Next's head manager, as every later page's do.
 */
it('renders no head while the first page loads (Next leaves the server’s tags alone), then the page’s tags', async () => {
  const updates: ReactElement[][] = [];
  const headManager = { mountedInstances: new Set(), updateHead: (elements: ReactElement[]) => updates.push(elements) };
  render(
    <HeadManagerContext.Provider value={headManager as never}>
      <InEnglish>
        <PageHead title="Release notes" description="What changed." path="/posts/1/release-notes" />
      </InEnglish>
    </HeadManagerContext.Provider>,
  );
  expect(updates).toEqual([]);
  await waitFor(() => expect(updates.length).toBeGreaterThan(0));
  const tags = updates[updates.length - 1]!;
  const title = tags.find((tag) => tag.type === 'title') as ReactElement<{ children: string }>;
  expect(title.props.children).toBe('Release notes · Open Source Community');
  const canonical = tags.find((tag) => tag.type === 'link' && (tag.props as { rel?: string }).rel === 'canonical');
  expect((canonical?.props as { href?: string }).href).toBe('/posts/1/release-notes');
});
