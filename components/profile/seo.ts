import type { IndexedPage } from '@/lib/seo/head';
import { displayName, unescapeText } from '@/lib/names';
import { truncate } from '@/lib/text';
import type { PublicUser } from '@/lib/users/types';

const DESCRIPTION_LENGTH = 160;

/** A profile's head: the member's name, their "about me" (or what they have done) and the canonical /user/{slug}. */
export function profileHead(user: Pick<PublicUser, 'username' | 'userslug' | 'fullname' | 'aboutme' | 'postcount' | 'reputation'>): IndexedPage {
  const name = displayName(user);
  const about = unescapeText(user.aboutme ?? '').replace(/\s+/g, ' ').trim();
  const posts = `${user.postcount.toLocaleString('en-US')} ${user.postcount === 1 ? 'post' : 'posts'}`;
  const description = truncate(about || `${name} on Open Source Community: ${posts}, ${user.reputation.toLocaleString('en-US')} reputation.`, DESCRIPTION_LENGTH);
  return {
    title: name,
    description,
    path: `/user/${encodeURIComponent(user.userslug)}`,
    type: 'profile',
    meta: [{ attr: 'property', key: 'profile:username', content: user.username }],
  };
}
