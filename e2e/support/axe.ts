import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** axe's defaults plus the experimental rule that a visible label is part of the accessible name. */
const AXE_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/**
 * The rules whose outcome the colours alone decide. A second theme changes only the colours (the
 * page's markup is the same: the theme is CSS, lib/session/theme.ts), so it needs only these; a
 * page in another language has the same colours, so it needs every rule but these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which of axe's rules a check runs: all of them, the colours' only, or all but the colours'. */
export type AxeRules = 'all' | 'colours' | 'not-colours';

function optionsFor(rules: AxeRules, iframes: boolean): RunOptions {
  if (rules === 'colours') return { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES }, iframes };
  if (rules === 'all') return { ...AXE_OPTIONS, iframes };
  const off = Object.fromEntries(COLOUR_RULES.map((rule) => [rule, { enabled: false }]));
  return { ...AXE_OPTIONS, rules: { ...AXE_OPTIONS.rules, ...off }, iframes };
}

/**
 * Loads axe-core into every page the context opens from now on, in the top frame only (as
 * `axeViolations` injects it): for a test that runs axe after each of many page loads. Sent with
 * each check, the 650 KB script crossed the DevTools pipe and was compiled again on every page
 * load, about a second on a busy 2-core machine (every-page: some 300 loads, its checks a third
 * faster without); as an init script it is sent once per context.
 */
export async function loadAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: `if (window === window.top) {\n${AXE_SOURCE}\n}` });
}

/**
 * axe-core's violations on the page as it is now, one line per element: rule, impact, where, what.
 * `iframes: false` leaves embedded third-party players out (their pages are not the site's);
 * `rules` narrows the check to the colours' rules or to the others (`COLOUR_RULES`).
 */
export async function axeViolations(page: Page, { iframes = true, rules = 'all' }: { iframes?: boolean; rules?: AxeRules } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    // axe-core was injected above as a global script; the page's own types do not know it.
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const results = await axe.run(document, options);
    return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${v.help}`));
  }, optionsFor(rules, iframes));
}

/** The nodes of one axe rule's violations on the page. */
export async function axeRule(page: Page, rule: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'rule', values: [only] }, resultTypes: ['violations'] });
    return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}`));
  }, rule);
}
