import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModerationLog } from '@/components/moderation';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { moderationEntry, moderationLogPage } from '@/mocks/factories/moderation';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';

describe('issue 35 the moderation log on the settings page', () => {
  it('shows each action on the member’s topics with its topic, who (or "a moderator"), when and why', () => {
    const first = moderationLogPage([
      moderationEntry({ id: 2, action: 'unlock', reason: '', topic: { tid: 9, title: 'Release &amp; notes', slug: '9/release-notes' } }),
      moderationEntry({ id: 1, moderator: { uid: 3, username: 'noah', userslug: 'noah' } }),
      moderationEntry({ id: 3, topic: null }),
    ]);
    const { release } = renderWithStore(<ModerationLog uid={7} first={first} />, { config: memberConfig() });
    const items = within(screen.getByRole('list', { name: 'Moderation log' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: `Unlocked ${FSI}Release & notes${PDI}` })).toHaveAttribute('href', '/posts/9/release-notes');
    expect(items[0]).toHaveTextContent('By a moderator');
    expect(items[0]).toHaveTextContent('No reason given.');
    expect(items[1]).toHaveTextContent(`By ${FSI}noah${PDI}`);
    expect(items[1]).toHaveTextContent(`Reason: ${FSI}The thread went in circles; the answer is in the docs.${PDI}`);
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[2]).toHaveTextContent('Locked a topic that is gone');
    release();
  });

  it('an action on a reported event or project names it and links to its page', () => {
    const first = moderationLogPage([
      moderationEntry({ id: 1, action: 'delete', topic: null, place: { type: 'event', id: 31, title: 'Crypto giveaway', path: '/events/31/crypto-giveaway' } }),
      moderationEntry({ id: 2, action: 'hide', topic: null, place: { type: 'project', id: 4, title: 'Harbour Kit', path: '/projects/4/harbour-kit' } }),
      moderationEntry({ id: 3, action: 'warn', topic: null, place: { type: 'project', id: 4, title: 'Harbour Kit', path: '/projects/4/harbour-kit' } }),
    ]);
    const { release } = renderWithStore(<ModerationLog uid={7} first={first} />, { config: memberConfig() });
    const items = within(screen.getByRole('list', { name: 'Moderation log' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: `Deleted the event ${FSI}Crypto giveaway${PDI}` })).toHaveAttribute('href', '/events/31/crypto-giveaway');
    expect(within(items[1]!).getByRole('link', { name: `Hid the project ${FSI}Harbour Kit${PDI}` })).toHaveAttribute('href', '/projects/4/harbour-kit');
    expect(within(items[2]!).getByRole('link', { name: `Warning about the project ${FSI}Harbour Kit${PDI}` })).toBeInTheDocument();
    release();
  });

  it('"Show more" asks for the next page and appends it; a failure offers Retry', async () => {
    const pages: number[] = [];
    let fail = true;
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/moderation', ({ params, request }) => {
        expect(params.uid).toBe('7');
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        if (fail) {
          fail = false;
          throw mockFail('internal-error');
        }
        return moderationLogPage([moderationEntry({ id: 30, reason: 'From page two.' })], false, page);
      }),
    );
    const { release } = renderWithStore(<ModerationLog uid={7} first={moderationLogPage([moderationEntry({ id: 1 })], true)} />, { config: memberConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Load more entries' }));
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(`Reason: ${FSI}From page two.${PDI}`)).toBeInTheDocument();
    expect(pages).toEqual([2, 2]);
    expect(screen.queryByRole('button', { name: 'Load more entries' })).toBeNull();
    release();
  });
});
