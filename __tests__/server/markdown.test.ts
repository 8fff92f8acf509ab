import { plainText, renderMarkdown, searchText } from '../../server/discussions/markdown';

/** The tag names in some HTML. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
/** The attribute names in some HTML (values are quoted by the sanitiser, so this is exact). */
const attributesOf = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].flatMap((m) => [...m[1]!.matchAll(/([a-z-]+)="/gi)].map((a) => a[1]!));
const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'src', 'alt', 'class', 'start', 'tabindex']);

describe('R5.8 post Markdown is rendered and sanitised on the server', () => {
  it('renders the allowed Markdown: headings, lists, code, quotes, emphasis, tables, rules', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '',
        'Some *em*, **strong** and ~~gone~~ text.',
        '',
        '- one',
        '- two',
        '',
        '3. three',
        '',
        '> quoted',
        '',
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '---',
      ].join('\n'),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toMatch(/<(del|s)>gone<\/(del|s)>/);
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const a = 1 &lt; 2;');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<hr />');
  });

  it('links get rel="nofollow noopener ugc"; http, https, mailto and relative links stay', () => {
    const html = renderMarkdown('[a](https://example.com/x) [b](http://example.com) [c](mailto:a@example.com) [d](/posts/1/x) https://auto.example.com');
    expect(html).toContain('<a href="https://example.com/x" rel="nofollow noopener ugc">a</a>');
    expect(html).toContain('<a href="http://example.com" rel="nofollow noopener ugc">b</a>');
    expect(html).toContain('<a href="mailto:a@example.com" rel="nofollow noopener ugc">c</a>');
    expect(html).toContain('<a href="/posts/1/x" rel="nofollow noopener ugc">d</a>');
    expect(html).toContain('<a href="https://auto.example.com" rel="nofollow noopener ugc">https://auto.example.com</a>');
  });

  it('raw HTML is shown as text, never as tags: script, img onerror, iframe, svg onload', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)></svg>',
      '<a href="javascript:alert(1)">x</a>',
      '<div style="background:url(javascript:alert(1))">x</div>',
    ]) {
      const html = renderMarkdown(attack);
      expect(html.startsWith('<p>&lt;')).toBe(true);
      expect(tagsOf(html).filter((t) => t !== 'p' && t !== 'a')).toEqual([]);
      // Only linkified http(s) addresses may be links.
      for (const m of html.matchAll(/<a href="([^"]*)"/g)) expect(m[1]).toMatch(/^https:\/\//);
      expect(attributesOf(html).every((a) => ALLOWED_ATTRIBUTES.has(a))).toBe(true);
    }
  });

  it('javascript:, vbscript: and data: links never become links', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=', ' javascript:alert(1)']) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html).not.toMatch(/href=/i);
      expect(tagsOf(html)).toEqual(['p', 'p']);
    }
    // Protocol-relative links would leave the site without a scheme to check: the href goes.
    expect(renderMarkdown('[x](//evil.example/a)')).not.toContain('href');
  });

  it('images load only from http(s) or /uploads/; data: and other paths are dropped', () => {
    const html = renderMarkdown(
      '![ok](https://cdn.example.com/a.png) ![up](/uploads/2026/05/abc.png) ![data](data:image/png;base64,AAAA) ![path](/api/logout) ![rel](//evil.example/x.png) ![dots](/uploads/../api/x)',
    );
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="ok" />');
    expect(html).toContain('<img src="/uploads/2026/05/abc.png" alt="up" />');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('/api/logout');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('..');
    expect((html.match(/<img/g) ?? []).length).toBe(2);
  });

  it('no attribute that runs script survives, even through link titles', () => {
    const html = renderMarkdown('[a](https://x.example "t\\" onmouseover=\\"alert(1)") ![b](https://x.example/a.png "x\\" onerror=\\"alert(1)")');
    // The quote is escaped: what looks like an event handler stays inside the title's value.
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
    expect(attributesOf(html).sort()).toEqual(['alt', 'href', 'rel', 'src', 'title', 'title']);
    expect(tagsOf(html).every((t) => ALLOWED_TAGS.has(t))).toBe(true);
  });

  it('R1.16 code blocks and tables, which scroll inside themselves, can be reached with the keyboard', () => {
    const html = renderMarkdown(['```', 'x'.repeat(300), '```', '', '| a | b |', '| - | - |', '| 1 | 2 |'].join('\n'));
    expect(html).toMatch(/^<pre tabindex="0"><code>x{300}/);
    expect(html).toContain('<table tabindex="0">');
  });

  it('plainText drops every tag and collapses whitespace; searchText decodes entities', () => {
    const html = renderMarkdown('Hello **world** & <b>you</b>\n\n- item');
    expect(plainText(html)).toBe('Hello world &amp; &lt;b&gt;you&lt;/b&gt; item');
    expect(searchText('Hello **world** & <b>you</b>')).toBe('Hello world & <b>you</b>');
    expect(plainText('<script>alert(1)</script>text')).toBe('text');
  });
});
