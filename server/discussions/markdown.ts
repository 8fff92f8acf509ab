import MarkdownIt, { type StateInline } from 'markdown-it';
import { MENTION_BODY, mentionAllowedAfter } from '@/lib/notifications/mentions';
import { unescapeText } from '@/lib/names';
import sanitizeHtml from 'sanitize-html';

/**
 * Post content is Markdown written by members. It is rendered here, on the server only, and the
 * result is cleaned against an allow-list, so nothing a member writes can run script in another
 * member's browser: raw HTML is not interpreted (it shows as text), and the rendered HTML keeps
 * only the tags and attributes below. Links go to http, https, mailto or a relative path and carry
 * rel="nofollow noopener ugc"; images load from http, https or this site's /uploads/. Code
 * blocks and tables are keyboard-focusable (tabindex="0"), since they scroll inside themselves.
 */

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: false });

/** A member a post may mention: `@{userslug}` becomes a link to their profile. */
export interface Mentionable {
  uid: number;
  userslug: string;
}

/** What a render is given and collects: the members who may be mentioned (by lower-case slug), and those who were. */
type RenderEnv = {
  mentions?: ReadonlyMap<string, Mentionable>;
  mentioned?: Set<number>;
};

const MENTION_AT = new RegExp(`^${MENTION_BODY}`, 'u');

/**
 * Mentions (R3.10, DECISIONS "Notifications"): `@slug` of an existing member, in text (never in
 * code, never inside a link), after a space or punctuation (an e-mail address is not one), becomes
 * `<a href="/user/{slug}" class="mention">@slug</a>`; anything else stays text.
 */
function mentionRule(state: StateInline, silent: boolean): boolean {
  const env = state.env as RenderEnv;
  if (!env.mentions || env.mentions.size === 0 || state.linkLevel > 0) return false;
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  if (!mentionAllowedAfter(state.src.slice(Math.max(0, state.pos - 2), state.pos))) return false;
  const match = MENTION_AT.exec(state.src.slice(state.pos + 1));
  const target = match ? env.mentions.get(match[0].toLowerCase()) : undefined;
  if (!match || !target) return false;
  if (!silent) {
    const open = state.push('link_open', 'a', 1);
    open.attrSet('href', `/user/${encodeURIComponent(target.userslug)}`);
    open.attrSet('class', 'mention');
    state.push('text', '', 0).content = `@${match[0]}`;
    state.push('link_close', 'a', -1);
    env.mentioned?.add(target.uid);
  }
  state.pos += 1 + match[0].length;
  return true;
}

markdown.inline.ruler.before('emphasis', 'mention', mentionRule);

const LINK_REL = 'nofollow noopener ugc';

/** http(s) anywhere, or a file this site serves from its uploads. */
function allowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (/^https?:\/\//i.test(src)) return true;
  return src.startsWith('/uploads/') && !src.includes('..') && !src.includes('\\');
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'br', 'hr',
    'ul', 'ol', 'li',
    'blockquote', 'pre', 'code',
    'em', 'strong', 'del', 's',
    'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'class'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    code: ['class'],
    // Set below, never taken from the source (raw HTML is off anyway).
    pre: ['tabindex'],
    table: ['tabindex'],
  },
  allowedClasses: { code: ['language-*'], a: ['mention'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/...` would leave the site without a scheme the rules above can see.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
    // Code blocks and tables scroll sideways inside themselves (never the page, R1.16): a
    // keyboard user reaches them with Tab to scroll them with the arrow keys.
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src),
};

/**
 * Markdown to sanitised HTML, the only form in which member content is ever shown as HTML. With
 * `mentions`, `@slug` of those members becomes a profile link, and `mentioned` collects their uids
 * (server/notifications/mentions.ts finds the members and renders posts this way).
 */
export function renderMarkdown(md: string, mentions?: ReadonlyMap<string, Mentionable>, mentioned?: Set<number>): string {
  const env: RenderEnv = { mentions, mentioned };
  return sanitizeHtml(markdown.render(md ?? '', env), SANITIZE).trim();
}

/** Block ends, so paragraphs, list items and cells do not run into each other as text. */
const BLOCK_END = /<(br|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/pre|\/tr|\/td|\/th)\b[^>]*>/gi;

/**
 * The text of some HTML without any tag, whitespace collapsed. Entities stay as they are
 * (`&amp;`); `htmlToText` decodes them.
 */
export function plainText(html: string): string {
  return sanitizeHtml((html ?? '').replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of sanitised HTML, entities decoded: excerpts, summaries and the search index. */
export function htmlToText(html: string): string {
  return html ? unescapeText(plainText(html)) : '';
}

/** Plain text of Markdown: what the full-text index reads. */
export function searchText(md: string): string {
  return htmlToText(renderMarkdown(md));
}

/** The links to other sites in some Markdown (the parser's own link tokens, autolinks included): new members' limits (server/review/holding.ts). */
export function externalLinkCount(md: string): number {
  let links = 0;
  const walk = (tokens: ReturnType<typeof markdown.parse>) => {
    for (const token of tokens) {
      if (token.type === 'link_open' && /^(https?:)?\/\//i.test(String(token.attrGet('href') ?? ''))) links += 1;
      if (token.children) walk(token.children);
    }
  };
  walk(markdown.parse(md ?? '', {}));
  return links;
}
