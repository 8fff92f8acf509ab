import { axeViolations } from './support/axe';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Federation's screens in a real browser (issue 38): the administrators' instance list on
 * /admin/review (add a denied host by keyboard, the dialog that offers removing its content traps
 * focus and closes on Escape, the entry listed), and the "follow someone on the fediverse" form
 * under the member's own Following list (a handle that is no address is told so); both axe clean
 * in both themes, no sideways scroll at 390 px.
 */

const env = setUpBrowserApp({ demoSeed: true });

async function clean(page: import('playwright-core').Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    expect(await axeViolations(page)).toEqual([]);
  }
}

describe('federation screens (issue 38)', () => {
  it('an administrator denies an instance by keyboard; the offer to remove its content is a dialog that Escape closes', async () => {
    const page = await env.pages.newPage({ width: 390 });
    await signInAs(page, 'alex');
    await open(page, '/admin/review');
    const section = page.getByTestId('federation-instances');
    await section.getByRole('heading', { name: 'Fediverse instances' }).waitFor();
    await section.getByLabel('Host').fill('spam.example');
    await section.getByLabel('Note').fill('Sends spam replies');
    await section.getByLabel('Note').press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await clean(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('cell', { name: 'spam.example' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await clean(page);
  });

  it("a member's Following list has the form that finds a fediverse account; a handle that is no address is told so", async () => {
    const page = await env.pages.newPage({ width: 390 });
    await signInAs(page, 'amara');
    await open(page, '/user/amara');
    const form = page.locator('form', { has: page.getByRole('heading', { name: /fediverse/i }) });
    await form.waitFor();
    await form.getByRole('textbox').fill('not a handle');
    await form.getByRole('textbox').press('Enter');
    await form.getByRole('alert').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await clean(page);
  });
});
