import type { Page } from 'playwright-core';
import type { CommunitySummary } from '@/lib/community/types';
import { formatCount } from '@/lib/numbers';
import type { ProjectData } from '@/lib/projects/types';
import { open, setUpBrowserApp } from './support/pages';

/**
 * The community tab in a real browser (built app, demo community with its three months of project
 * history): the numbers on the page are the data calls' numbers (R1.15, R7.5), the interval
 * switch changes the address and the figures (R9.6), the chart is four described images with the
 * table behind them, nothing scrolls sideways at 390 px (R1.16), and without JavaScript the
 * server's page carries the same figures.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The value shown under a figure's label. */
const figureValue = (page: Page, label: string) => page.locator(`dl > div:has(> dt:text-is("${label}")) > dd`).first().innerText();

async function expectFigures(page: Page, summary: CommunitySummary) {
  const c = summary.community;
  expect(await figureValue(page, 'Active members')).toBe(formatCount(c.active_members.current));
  expect(await figureValue(page, 'New members')).toBe(formatCount(c.new_members.current));
  expect(await figureValue(page, 'Posts')).toBe(formatCount(c.posts.current));
  expect(await figureValue(page, 'Questions')).toBe(formatCount(c.questions.current));
  expect(await figureValue(page, 'Events held')).toBe(formatCount(c.events_held.current));
  expect(await figureValue(page, 'Upcoming events')).toBe(formatCount(c.events_upcoming));
}

let project: ProjectData;

describe('the community tab in the browser', () => {
  it('R1.15 R9.6 R1.16 a visitor on a phone sees the data calls’ figures, switches to the month and reads the chart', async () => {
    const page = await pages.newPage({ width: 390 });
    project = await apiGet<ProjectData>(page, '/api/projects/v1/slug/pipewright');
    const week = await apiGet<CommunitySummary>(page, `/api/data/v1/community_summary?project_id=${project.id}`);
    const month = await apiGet<CommunitySummary>(page, `/api/data/v1/community_summary?project_id=${project.id}&active_member_interval=month`);
    expect(month.community.posts.current).toBeGreaterThan(0);

    await open(page, `${project.url}/community`);
    await page.getByRole('heading', { name: 'Summary of the last 7 days' }).waitFor();
    await expectFigures(page, week);
    const charts = page.getByRole('img', { name: /per day$/ });
    expect(await charts.count()).toBe(4);
    expect(await page.getByRole('img', { name: 'Posts per day' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Week' }).getAttribute('aria-current')).toBe('true');

    await page.getByRole('link', { name: 'Month' }).click();
    await page.waitForURL(/[?&]interval=month/);
    await page.getByRole('heading', { name: 'Summary of the last 30 days' }).waitFor();
    await expectFigures(page, month);
    for (const c of month.community.top_contributors) {
      await page.getByRole('region', { name: 'Top contributors' }).getByRole('link', { name: c.fullname || c.username }).waitFor();
    }

    await page.getByText('Show the daily numbers as a table').click();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(91);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('R1.15 without JavaScript the server renders the interval in the address, with the chart and its table', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const month = await apiGet<CommunitySummary>(page, `/api/data/v1/community_summary?project_id=${project.id}&active_member_interval=month`);
      const response = await page.goto(`${project.url}/community?interval=month`);
      expect(response?.status()).toBe(200);
      await expectFigures(page, month);
      expect(await page.getByRole('img', { name: /per day$/ }).count()).toBe(4);
      expect(await page.locator('details table tbody tr').count()).toBe(90);
    } finally {
      await context.close();
    }
  });
});
