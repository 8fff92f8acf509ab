import type { Page } from 'playwright-core';
import type { ProjectData } from '@/lib/projects/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * The project page in a real browser (built app, embedded PostgreSQL, demo community): a visitor
 * with JavaScript off reads every tab, the resources and a question in the project's frame in the
 * server's HTML with their JSON-LD (R1.11, R1.15); a maintainer pins a topic of the project (R4.8);
 * a member follows it (R1.10).
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

let plotline: ProjectData;
let glyphkit: ProjectData;

async function project(page: Page, slug: string): Promise<ProjectData> {
  const res = await page.request.get(`/api/projects/v1/slug/${slug}`, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ProjectData;
}

/** The types of the page's JSON-LD (one object or a `@graph`). */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((d) => d['@type']) : [data['@type'] ?? ''];
  });
}

beforeAll(async () => {
  const page = await pages.newPage();
  await open(page, '/discussions');
  plotline = await project(page, 'plotline');
  glyphkit = await project(page, 'glyphkit');
});

describe('the project page in the browser', () => {
  it('R1.11 R1.15 a visitor with JavaScript disabled reads every tab, the resources and a question in the project’s frame', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const visit = async (path: string) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
      };

      await visit(plotline.url);
      expect(await page.getByRole('heading', { level: 1, name: 'Plotline' }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: 'Feed' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /Repository/ }).getAttribute('href')).toBe(plotline.repository_url);
      expect((await jsonLdTypes(page)).sort()).toEqual(['SoftwareSourceCode', 'BreadcrumbList'].sort());
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`/api/cards/project/${plotline.id}$`));

      await visit(`${plotline.url}/questions`);
      expect(await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Questions' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByText(/^\d+ questions?$/).count()).toBe(1);
      expect(await page.locator('[data-testid^="post-card-"]').count()).toBeGreaterThan(0);
      // Each question opens in a project's frame (its first project's), not on the plain topic page.
      const cardLinks = await page.locator('[data-testid^="post-card-"] h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(cardLinks.every((href) => /^\/projects\/\d+\/[^/]+\/questions\/\d+\//.test(href))).toBe(true);
      expect(cardLinks.some((href) => href.startsWith(`${plotline.url}/questions/`))).toBe(true);
      expect(await page.getByRole('group', { name: 'Tag' }).getByRole('button', { name: /^#.+ \(\d+\)$/ }).count()).toBeGreaterThan(0);

      await visit(`${plotline.url}/events`);
      expect(await page.getByRole('heading', { level: 2, name: 'Events' }).count()).toBe(1);
      expect(await page.getByRole('search', { name: /Filter the project.s events/ }).count()).toBe(1);

      await visit(`${plotline.url}/community`);
      expect(await page.getByRole('heading', { level: 2, name: /Plotline.s community/ }).count()).toBe(1);
      expect(await page.getByText('Active members', { exact: true }).count()).toBeGreaterThan(0);

      await visit(`${plotline.url}/faq`);
      expect(await page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).count()).toBe(1);
      expect((await jsonLdTypes(page)).sort()).toEqual(['SoftwareSourceCode', 'BreadcrumbList', 'FAQPage'].sort());
      const question = page.locator('dt a').first();
      const questionTitle = (await question.textContent())!;
      const questionPath = (await question.getAttribute('href'))!;
      expect(questionPath).toMatch(new RegExp(`^${plotline.url}/questions/\\d+/`));

      await visit(`${plotline.url}/resources/podcast`);
      expect(await page.getByRole('heading', { level: 2, name: 'Podcasts' }).count()).toBe(1);

      // A question in the project's frame: the topic with its answers and QAPage JSON-LD.
      await visit(questionPath);
      expect(await page.getByRole('heading', { level: 1, name: questionTitle }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: 'Plotline' }).count()).toBe(1);
      expect((await jsonLdTypes(page)).sort()).toEqual(['QAPage', 'BreadcrumbList'].sort());
      // The topic's project label links to the project page.
      expect(await page.getByRole('list', { name: 'Projects' }).getByRole('link', { name: 'Plotline' }).first().getAttribute('href')).toBe(plotline.url);

      // An old name goes to the canonical address.
      const moved = await page.goto(`/projects/${plotline.id}/old-name/faq`);
      expect(moved?.url()).toMatch(new RegExp(`${plotline.url}/faq$`));
    } finally {
      await context.close();
    }
  });

  it('R4.8 a maintainer pins a topic of the project from its questions', async () => {
    const page = await pages.newPage({ width: 390 });
    await signInAs(page, 'sofia');
    await open(page, `${plotline.url}/questions`);
    // The last unpinned topic of the list: pinning it moves it up at once, pinned topics first.
    const pin = page.getByRole('button', { name: /^Pin / }).last();
    const name = (await pin.textContent())!.replace(/^Pin\s*/, '').trim();
    await pin.click();
    await page.getByRole('button', { name: `Unpin ${name}` }).waitFor();
    const order = await page.locator('[data-testid^="post-card-"]').evaluateAll((cards) =>
      cards.map((card) => ({ title: card.querySelector('h3')?.textContent?.trim() ?? '', pinned: /Pinned/.test(card.textContent ?? '') })),
    );
    const at = order.findIndex((card) => card.title === name);
    expect(order[at]?.pinned).toBe(true);
    expect(order.slice(0, at).every((card) => card.pinned)).toBe(true);
    // The server kept it: the page read again shows the topic pinned.
    await page.reload();
    await page.getByRole('button', { name: `Unpin ${name}` }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(Math.max(overflow, 0)).toBe(0);
    await page.getByRole('button', { name: `Unpin ${name}` }).click();
    await page.getByRole('button', { name: `Pin ${name}` }).waitFor();
  });

  it('R1.10 a member follows a project', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'mei');
    await open(page, glyphkit.url);
    const before = glyphkit.follower_count;
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Following' }).waitFor();
    expect((await project(page, 'glyphkit')).follower_count).toBe(before + 1);
  });
});
