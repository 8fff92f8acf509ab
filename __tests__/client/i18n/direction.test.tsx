import { act, screen } from '@testing-library/react';
import { PostCard } from '@/components/discussions/PostCard';
import { mainPost } from '@/mocks/factories/discussions';
import { visitorConfig } from '@/mocks/factories/config';
import { postsCached } from '@/store/feed/cache';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

/**
 * Issue 34: what members write keeps its own direction on a page of the other direction: an
 * English title's question mark stays at its end on an Arabic page (a title is isolated in `<bdi>`,
 * a summary is a `dir="auto"` paragraph), and the card keeps the page's alignment.
 */
describe("member text's own direction", () => {
  it("a card's title is isolated and its summary finds its own direction", () => {
    const view = renderWithStore(<PostCard pid={7} />, { config: visitorConfig() });
    act(() => {
      view.store.dispatch(postsCached([mainPost(7, { title: 'How do I cache builds?', topicTitle: 'How do I cache builds?', summary: 'كيف أخزن نتائج البناء؟' })]));
    });
    const title = screen.getByRole('link', { name: 'How do I cache builds?' });
    expect(title.querySelector('bdi')?.textContent).toBe('How do I cache builds?');
    expect(screen.getByText('كيف أخزن نتائج البناء؟')).toHaveAttribute('dir', 'auto');
    view.release();
  });
});
