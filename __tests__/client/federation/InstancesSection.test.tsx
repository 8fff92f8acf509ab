import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstancesSection } from '@/components/federation';
import type { FederationInstance, FederationInstances } from '@/lib/federation/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/**
 * Issue 38 (docs/features/federation.md "Instances"): the administrators' section of /admin/review
 * lists the instances they deny or allow, adds one, takes one off, and removes an instance's
 * content after a confirmation in the app's dialog, offered as soon as a host is denied.
 */

startMswServer();

const admin = memberConfig({ user: configUserOf({ uid: 1, username: 'alex', userslug: 'alex', fullname: 'Alex', picture: '', isAdmin: true, isModerator: true }) });
const entry = (host: string, policy: 'deny' | 'allow' = 'deny', note = ''): FederationInstance => ({ host, policy, note, timestamp: Date.UTC(2026, 10, 20) });
const listOf = (...instances: FederationInstance[]): FederationInstances => ({ enabled: true, mode: 'denylist', instances });

function renderSection(initial = listOf(entry('spam.example', 'deny', 'Reply floods'))) {
  return renderWithStore(<InstancesSection initial={initial} />, { config: admin });
}

describe('issue 38 the administrators\' instances section', () => {
  it('lists the entries with the mode, and says when there are none', () => {
    const { release, unmount } = renderSection();
    const section = screen.getByRole('region', { name: 'Fediverse instances' });
    expect(within(section).getByText(/Deny-list mode/)).toBeInTheDocument();
    const table = within(section).getByRole('region', { name: 'Instances table' });
    const row = within(table).getByRole('row', { name: /spam\.example/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('spam.example');
    expect(within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['Deny', 'Reply floods', '20 November 2026']);
    unmount();
    release();
    const empty = renderSection({ enabled: false, mode: 'allowlist', instances: [] });
    expect(screen.getByText(/Allow-list mode/)).toBeInTheDocument();
    expect(screen.getByText(/Federation is off/)).toBeInTheDocument();
    expect(screen.getByText('No instance is on the list.')).toBeInTheDocument();
    empty.release();
  });

  it('denies a host typed as an address, then offers to remove its content; Escape keeps it and focus comes back', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/admin/federation/instances', async ({ request }) => {
        sent.push(await request.json());
        return listOf(entry('mastodon.example', 'deny', 'Spam'), entry('spam.example'));
      }),
    );
    const { release } = renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Host' }), 'https://Mastodon.example/about');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Spam');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove the content of mastodon.example?' });
    expect(sent).toEqual([{ host: 'https://Mastodon.example/about', policy: 'deny', note: 'Spam' }]);
    expect(dialog).toHaveTextContent('mastodon.example is denied now.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('mastodon.example is denied.');
    expect(screen.getByRole('row', { name: /mastodon\.example/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where the administrator pressed Enter, the form emptied for the next host.
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveValue('');
    release();
  });

  it('an allowed host asks nothing more; a host that is not one shows the catalogue text and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/admin/federation/instances', async ({ request }) => {
        sent.push(await request.json());
        return listOf(entry('friends.example', 'allow'), entry('spam.example'));
      }),
    );
    const { release } = renderSection();
    const user = userEvent.setup();
    const host = screen.getByRole('textbox', { name: 'Host' });
    await user.type(host, 'not a host');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/That is not an instance's address/)).toBeInTheDocument();
    expect(host).toHaveFocus();
    expect(sent).toEqual([]);
    await user.clear(host);
    await user.type(host, 'friends.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Policy' }), 'Allow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('friends.example is allowed.'));
    expect(sent).toEqual([{ host: 'friends.example', policy: 'allow', note: '' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
  });

  it('removes an instance\'s content after the confirmation, Tab kept inside the dialog', async () => {
    const removed: string[] = [];
    server.use(
      ...answerFor('POST /api/v3/admin/federation/instances/{instance}/remove-content', ({ params }) => {
        removed.push(params.instance!);
        return { host: 'spam.example', topics: 2, posts: 1 };
      }),
    );
    const { release } = renderSection();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Remove content: spam.example' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the content of spam.example?' });
    expect(dialog).toHaveTextContent('Every topic and reply that accounts of spam.example');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual(['spam.example']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed from spam.example: 2 topics and 1 reply.');
    expect(opener).toHaveFocus();
    release();
  });

  it('a refused removal stays in the dialog with its text; taking an entry off the list', async () => {
    const deleted: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/admin/federation/instances/{instance}/remove-content', () => {
        throw mockFail('no-privileges');
      }),
      ...answerFor('DELETE /api/v3/admin/federation/instances', async ({ request }) => {
        deleted.push(await request.json());
        return listOf();
      }),
    );
    const { release } = renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove content: spam.example' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Take off the list: spam.example' }));
    expect(await screen.findByText('No instance is on the list.')).toBeInTheDocument();
    expect(deleted).toEqual([{ host: 'spam.example' }]);
    release();
  });
});
