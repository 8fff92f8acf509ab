import { act, screen } from '@testing-library/react';
import { VoteButton } from '@/components/posts';
import { postsCached } from '@/store/feed/cache';
import { mainPost } from '@/mocks/factories/discussions';
import { visitorConfig } from '@/mocks/factories/config';
import { renderWithStore } from '../support/render';

describe('upvote button', () => {
  it('R4.6 is named by its own content, so the count it shows is part of its accessible name (label in name)', () => {
    const { store } = renderWithStore(
      <>
        <VoteButton pid={5} />
        <VoteButton pid={6} />
      </>,
      { config: visitorConfig() },
    );
    act(() => {
      store.dispatch(postsCached([mainPost(5, { upvotes: 2 }), mainPost(6, { upvotes: 1 })]));
    });
    for (const [name, count] of [
      ['Upvote, 2 upvotes', '2'],
      ['Upvote, 1 upvote', '1'],
    ]) {
      const button = screen.getByRole('button', { name });
      // No aria-label that could say something else than what is shown.
      expect(button).not.toHaveAttribute('aria-label');
      expect(button).toHaveTextContent(count);
    }
  });
});
