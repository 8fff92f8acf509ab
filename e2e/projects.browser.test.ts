import type { ProjectData, ProjectListAnswer } from '@/lib/projects/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Projects in a real browser (built app, embedded PostgreSQL, demo community): a member opens
 * `/projects?addnow=true`, adds a project in the dialog and lands on its page (R1.10); a
 * visitor reads `/projects` with JavaScript off: the projects are in the HTML, with their logos'
 * alt text and counts, and "Load more" / "Add a project" are plain links.
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

describe('projects in the browser', () => {
  it('R1.10 a member adds a project via /projects?addnow=true and lands on its page path', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'mei');
    await open(page, '/projects?addnow=true');
    const dialog = page.getByRole('dialog', { name: 'Add a project' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Tidewater Charts');
    await dialog.getByLabel(/^Description/).fill('Nautical charts as **open data**.');
    await dialog.getByLabel(/^Repository URL/).fill('https://example.org/tidewater');
    await dialog.getByLabel(/^Tags/).fill('maps, open-data');
    const created = page.waitForResponse((res) => res.url().endsWith('/api/projects/v1/project') && res.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add project' }).click();
    expect((await created).status()).toBe(200);
    await page.waitForURL((url) => /^\/projects\/\d+\/tidewater-charts$/.test(url.pathname));
    const id = Number(/\/projects\/(\d+)\//.exec(page.url())![1]);
    const project = (await (await page.request.get(`/api/projects/v1/project/${id}`)).json()) as ProjectData;
    expect(project).toMatchObject({ name: 'Tidewater Charts', slug: 'tidewater-charts', tags: ['maps', 'open-data'], is_maintainer: true });
    // The project page shows it to its new maintainer.
    await page.getByRole('heading', { level: 1, name: 'Tidewater Charts' }).waitFor();

    // The same name again is refused next to the name field, and nothing else changes.
    await open(page, '/projects?addnow=true');
    const again = page.getByRole('dialog', { name: 'Add a project' });
    await again.getByLabel('Name').fill('tidewater charts');
    await again.getByRole('button', { name: 'Add project' }).click();
    await again.getByText('A project with this name already exists.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/projects');

    // It is in My projects (the member maintains it).
    const mine = await page.request.get('/api/projects/v1/my-projects');
    expect(((await mine.json()) as ProjectListAnswer).projects.map((p) => p.id)).toContain(project.id);
  });

  it('R1.10 a visitor sees /projects with JavaScript disabled', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto('/projects');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      const cards = page.locator('[data-testid^="project-card-"]');
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      const first = cards.first();
      expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/projects\/\d+\/[a-z0-9-]+$/);
      expect(await first.innerText()).toMatch(/\d+ followers?/);
      // Logos are named by their project.
      const logos = page.locator('[data-testid^="project-card-"] img');
      for (const alt of await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) expect(alt).toMatch(/ logo$/);
      expect(await page.getByRole('link', { name: 'Add a project' }).getAttribute('href')).toBe('/projects?addnow=true');
      // No sideways scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('R1.10 a visitor’s /projects comes from the page cache, and a member’s follow shows on the next load', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl });
    try {
      const visitorList = async () => {
        const res = await context.request.get('/projects?sort=newest');
        return { cache: res.headers()['x-page-cache'], html: await res.text() };
      };
      await visitorList();
      expect((await visitorList()).cache).toBe('hit');

      const page = await pages.newPage();
      await signInAs(page, 'carlos');
      const listed = (await (await page.request.get('/api/projects/v1/projects?sort=newest')).json()) as ProjectListAnswer;
      const target = listed.projects.find((p) => !p.is_following)!;
      await open(page, target.url);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('button', { name: 'Following' }).waitFor();

      const followers = (html: string) => {
        const card = html.slice(html.indexOf(`project-card-${target.id}`));
        return Number(/(\d+)(?:<!-- -->)? followers?/.exec(card)?.[1]);
      };
      let after = await visitorList();
      for (let i = 0; i < 20 && after.cache === 'hit'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await visitorList();
      }
      expect(after.cache).toBe('miss');
      expect(followers(after.html)).toBe(target.follower_count + 1);
    } finally {
      await context.close();
    }
  });
});
