import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageValues } from '@/lib/i18n/said';
import { formatCount } from '@/lib/numbers';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { pageCardImage } from '@/lib/seo/cards';
import type { IndexedPage } from '@/lib/seo/head';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/site';
import { displayName, unescapeText } from '@/lib/names';
import { truncate } from '@/lib/text';
import type { PublicUser } from '@/lib/users/types';

const DESCRIPTION_LENGTH = 160;

type ProfileSeoUser = Pick<PublicUser, 'username' | 'userslug' | 'fullname' | 'aboutme' | 'postcount' | 'reputation'>;

const profilePath = (user: Pick<PublicUser, 'userslug'>) => `/user/${encodeURIComponent(user.userslug)}`;
const aboutText = (user: Pick<PublicUser, 'aboutme'>) => unescapeText(user.aboutme ?? '').replace(/\s+/g, ' ').trim();

/**
 * A profile's head: the member's name, their "about me" (or what they have done, said by `t` in
 * the page's language, `locale`, which also writes the reputation), the canonical /user/{slug} and
 * their social card.
 */
export function profileHead(user: ProfileSeoUser, t: (key: MessageKey<'profile'>, values?: MessageValues) => string, locale: Locale): IndexedPage {
  const name = displayName(user);
  const about = aboutText(user);
  const done = t('seo.description', { name, site: SITE_NAME, posts: user.postcount, reputation: formatCount(user.reputation, locale) });
  const description = truncate(about || done, DESCRIPTION_LENGTH);
  return {
    title: name,
    description,
    path: profilePath(user),
    type: 'profile',
    image: pageCardImage('member', user.userslug, name),
    meta: [{ attr: 'property', key: 'profile:username', content: user.username }],
  };
}

/**
 * A profile as schema.org: a `ProfilePage` whose `mainEntity` is the member as a `Person` (name,
 * handle, about, picture, posts written), then the page's breadcrumbs.
 */
export function profileJsonLd(user: ProfileSeoUser & Pick<PublicUser, 'picture' | 'joindate'>, origin: string): Array<Record<string, unknown>> {
  const name = displayName(user);
  const url = absoluteUrl(origin, profilePath(user));
  const about = aboutText(user);
  const joined = Number.isFinite(user.joindate) && user.joindate > 0 ? new Date(user.joindate).toISOString() : undefined;
  const page = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    ...(joined ? { dateCreated: joined } : {}),
    mainEntity: {
      '@type': 'Person',
      name,
      alternateName: user.username,
      url,
      ...(about ? { description: about } : {}),
      ...(user.picture ? { image: absoluteUrl(origin, user.picture) } : {}),
      agentInteractionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: user.postcount },
    },
  };
  const crumbs = breadcrumbJsonLd(
    [
      { name: SITE_NAME, path: '/discussions' },
      { name, path: profilePath(user) },
    ],
    origin,
  );
  return [page, crumbs];
}
