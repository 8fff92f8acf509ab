/**
 * Member links (R3.15): a link to a member's profile that shows their hovercard. Components mark
 * theirs with `data-member-slug={slug}`; mentions in rendered posts are
 * `<a class="mention" href="/user/{slug}">` (server/discussions/markdown.ts) and are found by that.
 * This module is in every page's first load: keep it to these few lines.
 */

export const MEMBER_SLUG_ATTRIBUTE = 'data-member-slug';

/** Links whose hover or keyboard focus opens the hovercard. */
const MEMBER_LINK_SELECTOR = `a[${MEMBER_SLUG_ATTRIBUTE}], a.mention`;

/** The member link `target` is in, or null. */
export function closestMemberLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(MEMBER_LINK_SELECTOR);
  return link instanceof HTMLAnchorElement ? link : null;
}
