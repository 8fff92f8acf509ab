import { MEMBER_SLUG_ATTRIBUTE } from './memberLinks';

// Loaded with the card (not in first loads, unlike ./memberLinks.ts).

const PROFILE_PATH = /^\/user\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The member slug of a member link: its attribute, else its `/user/{slug}` address; null when neither. */
export function memberSlugOf(link: HTMLAnchorElement): string | null {
  const marked = link.getAttribute(MEMBER_SLUG_ATTRIBUTE);
  if (marked) return marked;
  const match = PROFILE_PATH.exec(link.getAttribute('href') ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
