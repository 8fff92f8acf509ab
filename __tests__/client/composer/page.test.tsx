import { selectComposer } from '@/store/composer/slice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposePage } from '@/components/composer/ComposePage';
import { NewPostButton } from '@/components/composer/NewPostButton';
import { answerFor, mockFail } from '@/mocks/answer';
import { editablePost, oneCategory, post, projects } from '@/mocks/factories/composer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/compose');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

const okProps = { state: 'ok' as const, projects, categories: oneCategory, initialType: 'faq' as const, editing: null };

describe('compose page /compose (R7.2)', () => {
  it('R7.2: a visitor sees "Log in to write a post" and the button opens the login dialog', async () => {
    const user = userEvent.setup();
    const { store, release } = renderWithStore(<ComposePage state="login" />, { config: visitorConfig() });
    expect(screen.getByRole('heading', { name: 'Log in to write a post' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'post' } });
    release();
  });

  it('after logging in on the page it loads again as a member', async () => {
    const { release } = renderWithStore(<ComposePage state="login" />, { config: memberConfig() });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(mockRouter.asPath));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the composer…');
    release();
  });

  it('R4.14: a member who cannot post yet is told why', () => {
    const noGroups = memberConfig({ user: { ...memberUser, groups: [] }, canPost: false, registrationComplete: false });
    const { release } = renderWithStore(<ComposePage {...okProps} />, { config: noGroups });
    expect(screen.getByRole('heading', { name: 'You cannot post yet' })).toBeInTheDocument();
    expect(screen.getByText(/finish your registration first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete registration' })).toHaveAttribute('href', '/register/complete');
    release();
  });

  it('someone else\'s post: "You cannot edit this post"', () => {
    const { release } = renderWithStore(<ComposePage state="forbidden" pid={40} />, { config: memberConfig() });
    expect(screen.getByRole('heading', { name: 'You cannot edit this post' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only its author or a moderator can change it.');
    release();
  });

  it('R7.2: members get the form with every post type and their drafts, each resumable by ?pid=', async () => {
    server.use(
      ...answerFor('GET /api/drafts', () => ({
        posts: [
          post({ pid: 21, tid: 9, draft: true, title: 'Half-written &amp; unsure', postType: 'blog' }),
          post({ pid: 40, tid: 14, draft: true, title: 'Recording the meetup', postType: 'podcast' }),
        ],
      })),
    );
    const { release } = renderWithStore(<ComposePage {...okProps} initialType="ama" editing={editablePost({ draft: true })} />, {
      config: memberConfig(),
    });
    expect(screen.getByRole('heading', { name: 'Edit draft' })).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Post type' });
    expect(within(types).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['faq', 'blog', 'link', 'podcast', 'ama']);
    expect(within(types).getByRole('radio', { name: 'Question' })).toHaveAccessibleDescription(/replies are answers/);

    const drafts = screen.getByRole('region', { name: 'Your drafts' });
    const link = await within(drafts).findByRole('link', { name: 'Half-written & unsure' });
    expect(link).toHaveAttribute('href', '/compose?pid=21');
    expect(within(drafts).getByRole('link', { name: 'Recording the meetup' })).toHaveAttribute('aria-current', 'page');
    release();
  });

  it('R8.5: drafts that fail to load say so and can be retried', async () => {
    let calls = 0;
    server.use(
      ...answerFor('GET /api/drafts', () => {
        calls += 1;
        if (calls === 1) throw mockFail('internal-error');
        return { posts: [] };
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderWithStore(<ComposePage {...okProps} />, { config: memberConfig() });
    const drafts = screen.getByRole('region', { name: 'Your drafts' });
    expect(await within(drafts).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(selectComposer(store.getState()).drafts.errorCode).toBe(500);
    await user.click(within(drafts).getByRole('button', { name: 'Try again' }));
    expect(await within(drafts).findByText('No drafts yet.')).toBeInTheDocument();
    expect(calls).toBe(2);
    release();
  });
});

describe('NewPostButton (R7.2)', () => {
  it('R7.2: a visitor gets the login dialog instead', async () => {
    const user = userEvent.setup();
    const { store, release } = renderWithStore(<NewPostButton />, { config: visitorConfig() });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'post' } });
    release();
  });

  it('R7.2: a member goes to /compose (with a preset type when given)', () => {
    const { release, unmount } = renderWithStore(<NewPostButton />, { config: memberConfig() });
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/compose');
    unmount();
    release();
    const second = renderWithStore(<NewPostButton type="podcast" label="New podcast" />, { config: memberConfig() });
    expect(screen.getByRole('link', { name: 'New podcast' })).toHaveAttribute('href', '/compose?type=podcast');
    second.release();
  });
});
