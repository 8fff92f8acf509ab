import { mentionSlugs } from '@/lib/notifications/mentions';
import { NOTIFICATION_LIMITS } from '@/lib/notifications/types';
import { renderMarkdown, type Mentionable } from '../discussions/markdown';
import { membersBySlug } from './repository';

/**
 * Mentions in posts (R3.10): the members `@slug` names (at most `mentionsPerPost` per post, one
 * lookup), the post's HTML with their profile links, and who was mentioned where the renderer
 * made a link (so not in code).
 */

async function mentionable(content: string): Promise<Map<string, Mentionable>> {
  const slugs = mentionSlugs(content, NOTIFICATION_LIMITS.mentionsPerPost);
  const members = await membersBySlug(slugs);
  return new Map(members.map((m) => [m.userslug.toLowerCase(), m]));
}

/** A post's Markdown as HTML with mentions of existing members linked (server/discussions/markdown.ts). */
export async function renderPostMarkdown(content: string): Promise<string> {
  return renderMarkdown(content, await mentionable(content));
}

/** The uids a post's Markdown mentions (linked, so existing members outside code). */
export async function mentionedIn(content: string): Promise<number[]> {
  const found = new Set<number>();
  renderMarkdown(content, await mentionable(content), found);
  return [...found];
}
