import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { said } from '@/lib/i18n/said';
import { ReportLink } from '@/components/report';
import { ReviewQueue } from '@/components/review';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { reviewItem, reviewPage } from '@/mocks/factories/review';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { renderHost } from '../dialogs/harness';

/** Issue 35: reporting a member, an event or a project, and their reports in the review queue. */

const mockRouter = createRouter('/admin/review');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const member = memberConfig({ user: configUserOf({ uid: 5, username: 'mei', userslug: 'mei', fullname: 'Mei', picture: '' }) });
const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

describe('issue 35 the report dialog', () => {
  it('sends the category and the words; "something else" needs words; a success closes it with thanks', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('POST /api/flag', async ({ request }) => {
        sent.push(await request.json());
        return { flagId: 7 };
      }),
    );
    const { user, store, open } = renderHost(member);
    open({ name: 'report', props: { subject: { type: 'event', id: 31, name: 'Crypto giveaway' } } });
    const dialog = await screen.findByRole('dialog', { name: 'Report the event Crypto giveaway' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong?' }), 'Something else');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please say what is wrong.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /What should a moderator know/ }), 'Not about open source.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(sent).toEqual([{ type: 'event', id: 31, category: 'other', reason: 'Not about open source.' }]);
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message])).toEqual([['success', said('dialogs', 'report.thanks')]]);
  });

  it('a refusal (reported already) stays in the dialog with its text', async () => {
    server.use(
      ...answerFor('POST /api/flag', () => {
        throw mockFail('project-already-flagged');
      }),
    );
    const { user, store, open } = renderHost(member);
    open({ name: 'report', props: { subject: { type: 'project', id: 4, name: 'Harbour Kit' } } });
    const dialog = await screen.findByRole('dialog', { name: 'Report the project Harbour Kit' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You have already reported this project.')).toBeInTheDocument();
    expect(store.getState().modals.name).toBe('report');
  });
});

describe('issue 35 the Report link', () => {
  it('links to #report and names its subject; the dialog opened without one reports what the page names', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('POST /api/flag', async ({ request }) => {
        sent.push(await request.json());
        return { flagId: 8 };
      }),
    );
    const { user, open } = renderHost(member);
    const { release } = renderWithStore(<ReportLink type="user" id={9} name="Jonas" />, { config: member });
    const link = screen.getByRole('link', { name: 'Report' });
    expect(link).toHaveAttribute('href', '#report');
    open({ name: 'report' });
    const dialog = await screen.findByRole('dialog', { name: 'Report Jonas' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'user', id: 9, category: 'spam', reason: '' }]));
    release();
  });

  it('on a page with nothing to report, the dialog closes at once', async () => {
    const { store, open } = renderHost(member);
    open({ name: 'report' });
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('issue 35 reports of events and projects in the queue', () => {
  it('an event: its title links to its page, its description and host show; Delete asks to delete the event', async () => {
    const event = reviewItem({
      type: 'event',
      targetId: 31,
      place: { id: 31, title: 'Crypto giveaway', path: '/events/31/crypto-giveaway', excerpt: 'Free coins for everyone.', removed: false },
      member: { uid: 9, username: 'jonas', userslug: 'jonas', picture: '' },
    });
    const project = reviewItem({
      type: 'project',
      targetId: 4,
      place: { id: 4, title: 'Harbour Kit', path: '/projects/4/harbour-kit', excerpt: '', removed: true },
    });
    server.use(...answerFor('GET /api/v3/review', () => reviewPage([event, project])));
    const user = userEvent.setup();
    renderWithStore(<ReviewQueue />, { config: moderator });
    const [eventCard, projectCard] = await screen.findAllByRole('article');
    expect(within(eventCard!).getByRole('link', { name: 'Event: \u2068Crypto giveaway\u2069' })).toHaveAttribute('href', '/events/31/crypto-giveaway');
    expect(within(eventCard!).getByText('Free coins for everyone.')).toBeInTheDocument();
    expect(within(eventCard!).getByRole('link', { name: 'by \u2068jonas\u2069' })).toHaveAttribute('href', '/user/jonas');
    expect(within(eventCard!).queryByRole('button', { name: /Lock topic/ })).toBeNull();
    await user.click(within(eventCard!).getByRole('button', { name: /Delete/ }));
    expect(within(eventCard!).getByRole('button', { name: 'Delete the event' })).toBeInTheDocument();
    // A hidden project: no Hide again, and it says so.
    expect(within(projectCard!).getByText('No longer public')).toBeInTheDocument();
    expect(within(projectCard!).queryByRole('button', { name: /Hide/ })).toBeNull();
    expect(within(projectCard!).getByRole('button', { name: /Warn/ })).toBeInTheDocument();
  });
});
