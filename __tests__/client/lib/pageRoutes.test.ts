import fs from 'node:fs';
import path from 'node:path';
import { isPagePath, PAGE_ROUTES } from '@/lib/analytics/routes';

/** Route patterns of every page file under pages/ (API routes and _app/_document left out). */
function pageRoutes(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (prefix === '' && entry.name === 'api') continue;
      out.push(...pageRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.startsWith('_')) {
      const name = entry.name.replace(/\.tsx?$/, '');
      out.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
    }
  }
  return out;
}

describe('hardening 11: page views are stored only for paths the app serves', () => {
  it('hardening 11: PAGE_ROUTES lists exactly the pages/ routes', () => {
    const fromFolder = pageRoutes(path.join(__dirname, '..', '..', '..', 'pages')).sort();
    expect([...PAGE_ROUTES].sort()).toEqual(fromFolder);
  });

  it.each([
    '/',
    '/discussions',
    '/discussions/',
    '/posts/12/how-to-build',
    '/posts/12',
    '/post/12-how-to-build',
    '/compose',
    '/user/alex',
    '/user/alex/settings',
    '/join/3/1790000000',
    '/register/complete',
  ])('hardening 11: %s is a page', (p) => {
    expect(isPagePath(p)).toBe(true);
  });

  it.each([
    '/projects/rust-meetup',
    '/wp-login.php',
    '/posts',
    '/post',
    '/user',
    '/user/alex/settings/more',
    '/join/3',
    '/api/config',
    '/discussions/extra',
    '//evil.example/x',
    '/user//settings',
    'discussions',
  ])('hardening 11: %s is not a page', (p) => {
    expect(isPagePath(p)).toBe(false);
  });
});
