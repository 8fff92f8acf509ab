import { Link } from '@/components/ui/Link';
import { Avatar, Skeleton } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { displayName, unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import type { HovercardAnswer } from '@/lib/users/types';
import type { HovercardEntry } from '@/store/hovercard/slice';
import styles from './Hovercard.module.css';

/** A count the answer may carry as a field or among its counts (followers, following); undefined when it does not. */
export function extraCount(card: HovercardAnswer, name: 'followers' | 'following'): number | undefined {
  const counts: Record<string, unknown> = card.counts;
  const fields: Record<string, unknown> = card;
  const value = fields[name] ?? counts[name];
  return typeof value === 'number' ? value : undefined;
}

/** The card's message when it could not be loaded (an unknown member says so). */
function hovercardError(code: number): MessageKey<'common'> {
  return code === 404 ? 'hovercard.notFound' : 'hovercard.failed';
}

/**
 * What the hovercard shows (R3.15): picture, name, @slug, reputation and credits, the profile
 * summary's counts (the same numbers as the profile) and a link to the profile. The profile link
 * is left out of the tab order: keyboard users are on the member link, which goes there already.
 */
export function HovercardCard({ entry, slug, onNavigate }: { entry: HovercardEntry | undefined; slug: string; onNavigate: () => void }) {
  const t = useT('common');
  const locale = useLocale();
  const profile = `/user/${encodeURIComponent(slug)}`;
  if (!entry || entry.status === 'loading') {
    return (
      <div className={styles.loading}>
        <span className="visually-hidden">{t('hovercard.loading')}</span>
        <Skeleton width={48} height={48} rounded />
        <div className={styles.loadingLines}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </div>
      </div>
    );
  }
  if (entry.status === 'error') {
    return <p className={styles.error}>{t(hovercardError(entry.code))}</p>;
  }
  const { card } = entry;
  const name = displayName(card);
  const { counts } = card;
  const followers = extraCount(card, 'followers');
  const following = extraCount(card, 'following');
  const stats: Array<readonly [MessageKey<'common'>, string]> = [
    ['hovercard.reputation', formatCount(card.reputation, locale)],
    ['hovercard.credits', formatCount(card.credits, locale)],
    ['hovercard.posts', formatCount(counts.posts, locale)],
    ['hovercard.projects', formatCount(counts.projects, locale)],
    ['hovercard.answers', formatCount(counts.answers, locale)],
    ['hovercard.accepted', formatCount(counts.acceptedAnswers, locale)],
    ['hovercard.eventsHosted', formatCount(counts.eventsHosted, locale)],
    ['hovercard.eventsAttended', formatCount(counts.eventsAttended, locale)],
    ['hovercard.badges', formatCount(counts.badges, locale)],
    ...(followers === undefined ? [] : [['hovercard.followers', formatCount(followers, locale)] as const]),
    ...(following === undefined ? [] : [['hovercard.following', formatCount(following, locale)] as const]),
  ];
  return (
    <>
      <div className={styles.head}>
        <Avatar src={card.picture} alt={t('hovercard.picture', { name })} size={48} />
        <div className={styles.names}>
          <p className={styles.name}>
            <bdi>{name}</bdi>
          </p>
          <p className={styles.slug}>@{card.userslug}</p>
        </div>
      </div>
      {card.aboutme && (
        <p dir="auto" className={styles.about}>
          {unescapeText(card.aboutme)}
        </p>
      )}
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link href={profile} className={styles.profileLink} tabIndex={-1} onClick={onNavigate}>
        {t('hovercard.viewProfile')}
      </Link>
    </>
  );
}
