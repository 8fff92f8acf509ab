import type { TopicData } from '@/lib/discussions/types';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, open, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Issue 35 in a real browser, on a phone's width: an administrator silences a member from the
 * member's profile (the suspend dialog with the silence's words); the member's next reply, with a
 * code block and a long word, waits in the review queue with "Its author is silenced", where the
 * moderator approves it by keyboard. The Role card makes a member a moderator and refuses a
 * suspended one with the catalogue's text; a visitor sees none of these controls. Nothing scrolls
 * sideways at 390 px.
 */

const env = setUpBrowserApp({ demoSeed: true });

const LONG_WORD = 'supercalifragilisticexpialidocious'.repeat(4);
const REPLY = `Still failing here:\n\n\`\`\`\n${'const value = computeSomethingVeryLongWithoutAnyBreaks();'.repeat(3)}\n\`\`\`\n\n${LONG_WORD}`;

const noSideways = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function topicByNoah(): Promise<TopicData> {
  const noah = await new ApiClient(env.app().baseUrl).signIn('noah', DEMO_PASSWORD);
  const created = await noah.request('POST', '/api/v3/topics', {
    csrf: await noah.csrf(),
    body: { title: `A question with a long word in it ${LONG_WORD}`, content: 'Why does the watcher stop after an hour?', tags: [] },
  });
  if (created.status !== 200) throw new Error(`noah could not post: ${created.text}`);
  return (created.json as { response: TopicData }).response;
}

describe('issue 35 silences and roles in the browser', () => {
  it('an administrator silences carlos from his profile; his reply waits in the queue; a moderator approves it by keyboard', async () => {
    const topic = await topicByNoah();
    const alex = await env.pages.newPage({ width: 390 });
    await signInAs(alex, 'alex');
    await open(alex, '/user/carlos');
    await alex.getByRole('region', { name: 'Role' }).waitFor();
    await alex.getByRole('region', { name: 'Trust level' }).waitFor();
    expect(await noSideways(alex)).toBe(true);
    await alex.getByRole('button', { name: 'Silence', exact: true }).click();
    const dialog = alex.getByRole('dialog', { name: /^Silence / });
    await dialog.getByText(/waits in the review queue/).waitFor();
    await dialog.getByRole('combobox', { name: 'For how long' }).selectOption({ label: '3 days' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(`Three heated replies in one evening. ${LONG_WORD}`);
    await dialog.getByRole('button', { name: 'Silence', exact: true }).click();
    await alex.getByText(/is silenced: their new posts wait for review\./).waitFor();
    await shoot(alex, 'profile-silenced-390');
    expect(await noSideways(alex)).toBe(true);

    const carlos = await new ApiClient(env.app().baseUrl).signIn('carlos', DEMO_PASSWORD);
    const reply = await carlos.request('POST', `/api/v3/topics/${topic.tid}`, { csrf: await carlos.csrf(), body: { content: REPLY } });
    const { held } = (reply.json as { response: { held: { id: number } } }).response;
    expect(held.id).toEqual(expect.any(Number));

    const priya = await env.pages.newPage({ width: 390 });
    await signInAs(priya, 'priya');
    await open(priya, '/admin/review?type=held');
    const item = priya.locator(`[data-review-item="held:${held.id}"]`);
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('Its author is silenced');
    expect(await noSideways(priya)).toBe(true);
    await shoot(priya, 'review-held-silenced-390');
    await item.focus();
    await priya.keyboard.press('a');
    await item.getByRole('textbox', { name: /Reason/ }).waitFor();
    await priya.keyboard.press('Tab');
    await priya.keyboard.press('Enter');
    await priya.getByText('Post published.').waitFor();
    await open(priya, `/posts/${topic.slug}`);
    await priya.getByText(LONG_WORD).first().waitFor();
    expect(await noSideways(priya)).toBe(true);
  });

  it('the Role card makes jonas a moderator, refuses a suspended member with its text, and a visitor sees no staff controls', async () => {
    const alex = await env.pages.newPage({ width: 390 });
    await signInAs(alex, 'alex');
    const api = await new ApiClient(env.app().baseUrl).signIn('alex', DEMO_PASSWORD);
    const liam = (await api.request('GET', '/api/user/liam')).json as { uid: number };
    const banned = await api.request('PUT', `/api/v3/users/${liam.uid}/ban`, { csrf: await api.csrf(), body: { until: null, reason: 'Spam' } });
    expect(banned.status).toBe(200);

    await open(alex, '/user/liam');
    const refused = alex.getByRole('region', { name: 'Role' });
    await refused.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Administrator' });
    await refused.getByRole('button', { name: 'Change role' }).click();
    await refused.getByText('A banned member cannot become an administrator.').waitFor();
    await expect(refused.getByTestId('member-role').textContent()).resolves.toBe('Now: Member');

    await open(alex, '/user/jonas');
    const card = alex.getByRole('region', { name: 'Role' });
    await card.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Moderator' });
    await card.getByRole('textbox', { name: /Reason/ }).fill('Answers every week.');
    await card.getByRole('button', { name: 'Change role' }).click();
    await card.getByTestId('member-role').getByText('Now: Moderator').waitFor();
    await shoot(alex, 'profile-role-390');
    expect(await noSideways(alex)).toBe(true);

    const visitor = await env.pages.newPage({ width: 390 });
    await open(visitor, '/user/jonas');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.getByRole('region', { name: 'Role' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Silence', exact: true }).count()).toBe(0);
  });
});
