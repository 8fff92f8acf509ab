import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { countEveryServing, renderWithoutCounting, servingCountsOf } from '@/server/cache/servings';
import { cutShell, fillShell } from '@/server/cache/shellTemplate';

const NONCE = 'bm9uY2Ux';
const TERM = 'zqxshellterm';

function page(parts: { nonce: string; personal: string; term: string; query: string; region: string; data: string }): string {
  return [
    `<!DOCTYPE html><html><head><title>“${parts.term}” · Search</title><script nonce="${parts.nonce}">${parts.personal}</script></head>`,
    `<body><div id="__next"><header><a href="/es/search?${parts.query}" hrefLang="es">Español</a></header>`,
    `<main class="page"><h1>Search</h1>${parts.region}</main>`,
    `<nav><a href="/search?${parts.query}">English</a></nav></div>`,
    `<script id="__NEXT_DATA__" type="application/json" nonce="${parts.nonce}">${parts.data}</script>`,
    `<script nonce="${parts.nonce}" src="/b.js"></script></body></html>`,
  ].join('');
}

const shellData = { props: { pageProps: { seed: { term: TERM }, renderedAt: 1 }, __N_SSP: true }, page: '/search', query: { term: TERM }, buildId: 'b' };
const PERSONAL = 'fetch("/api/personal")';
const MARKS = { nonce: NONCE, personal: PERSONAL, term: TERM };
const shell = page({ nonce: NONCE, personal: PERSONAL, term: TERM, query: `term=${TERM}`, region: `<div class="r"><input value="${TERM}"/>0 results</div>`, data: JSON.stringify(shellData) });

describe('Issue 33 the search page’s shell template (server/cache/shellTemplate.ts)', () => {
  test('the shell cut at its region, data, nonces, query and term gives the shell back when filled with its own parts', () => {
    const template = cutShell(shell, MARKS);
    expect(template).not.toBeNull();
    expect(template!.holes).toEqual(['term', 'nonce', 'personal', 'query', 'region', 'query', 'nonce', 'data', 'nonce']);
    expect(template!.data).toEqual(shellData);
    const region = `<div class="r"><input value="${TERM}"/>0 results</div>`;
    expect(fillShell(template!, { nonce: NONCE, personal: PERSONAL, term: TERM, query: `term=${TERM}`, region, data: JSON.stringify(shellData) })).toBe(shell);
  });

  test('filled with another request’s parts it is the page rendered for them', () => {
    const template = cutShell(shell, MARKS)!;
    const parts = { nonce: 'b3RoZXIy', personal: 'fetch("/api/personal?posts=1%2C2")', term: 'a &amp; b', query: 'term=a+%26+b&amp;searchIn=post', region: '<div class="r">2 results</div>', data: '{"props":{"pageProps":{}}}' };
    expect(fillShell(template, parts)).toBe(page(parts));
  });

  test('a page without one main region and heading, or without its data script, has no template', () => {
    expect(cutShell(shell.replace('<h1>Search</h1>', ''), MARKS)).toBeNull();
    expect(cutShell(shell.replace('</main>', '</main><main></main>'), MARKS)).toBeNull();
    expect(cutShell(shell.replace('id="__NEXT_DATA__"', 'id="data"'), MARKS)).toBeNull();
    expect(cutShell(shell.replace('"page":"/search"', '"page":/search'), MARKS)).toBeNull();
  });
});

describe('Issue 33 a render no reader is shown counts nothing (server/cache/servings.ts)', () => {
  test('the shell’s render leaves no count and runs none; another render counts once and keeps it', () => {
    const shellReq = new IncomingMessage(new Socket());
    renderWithoutCounting(shellReq);
    const count = jest.fn();
    countEveryServing(shellReq, count);
    expect(count).not.toHaveBeenCalled();
    expect(servingCountsOf(shellReq)).toEqual([]);
    const req = new IncomingMessage(new Socket());
    countEveryServing(req, count);
    expect(count).toHaveBeenCalledTimes(1);
    expect(servingCountsOf(req)).toEqual([count]);
  });
});
