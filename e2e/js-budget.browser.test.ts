import { JS_CEILING_COMPRESSED_BYTES, measurePage, visitorPages } from '../bench/js';
import { open, setUpBrowserApp } from './support/pages';

/**
 * What a visitor's browser downloads (issue 12, JavaScript diet): a size budget, never a time.
 * Every visitor page type stays under the ceiling of bench/js.ts, and the code that waits for use
 * (dialogs) arrives when used and works.
 */

const env = setUpBrowserApp({ demoSeed: true });

describe('the JavaScript a visitor loads', () => {
  it('every visitor page type stays under the compressed JS ceiling', async () => {
    const base = env.app().baseUrl;
    for (const { page, path } of await visitorPages(base)) {
      const js = await measurePage(env.browser(), `${base}${path}`);
      const total = js.idle.compressed;
      // A failure names the page and its figure (KB), so the growth is easy to trace (npm run bench:js).
      expect({ page, kb: Math.round(total / 1024), under: total <= JS_CEILING_COMPRESSED_BYTES }).toEqual({
        page,
        kb: Math.round(total / 1024),
        under: true,
      });
      // The page's own code came compressed (brotli from the build, server/http/staticAssets.ts).
      expect(js.initial.compressed).toBeLessThan(js.initial.uncompressed / 2);
    }
  });

  it('R2.1: the login dialog loads its code when first asked for, then works', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') chunks.push(req.url());
    });
    await open(page, '/discussions');
    const before = chunks.length;
    await page.getByRole('button', { name: /sign in|log in/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    expect(chunks.length).toBeGreaterThan(before);
    // Focus moved into the dialog, as it does for every dialog.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
