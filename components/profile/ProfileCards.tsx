import { Card, DayTime } from '@/components/ui';
import type { TrustLevel } from '@/lib/trust/levels';
import { useLocale, useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import type { ProfileSummary } from '@/lib/users/types';
import type { PublicUser } from '@/services/users';
import styles from './Profile.module.css';

// The About and Activity cards of a member's profile (ProfileView.tsx).

export type ProfileUser = Omit<PublicUser, 'groups'> & { groups: string[]; trustLevel: TrustLevel };

/** Only http(s) addresses become links (the server accepts nothing else either). */
const linkable = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** What the member wrote about themselves, where they are, their website, e-mail (when shown) and when they joined. */
export function ProfileAbout({ user, own }: { user: ProfileUser; own: boolean }) {
  const t = useT('profile');
  const about = unescapeText(user.aboutme);
  const location = unescapeText(user.location);
  return (
    <Card className={styles.section} aria-labelledby="profile-about">
      <h2 id="profile-about">{t('about.title')}</h2>
      {about ? (
        <p dir="auto" className={styles.about}>
          {about}
        </p>
      ) : (
        <p className="muted">{own ? t('about.emptyOwn') : t('about.empty')}</p>
      )}
      <dl className={styles.facts}>
        {location && (
          <div>
            <dt>{t('about.location')}</dt>
            <dd>{location}</dd>
          </div>
        )}
        {user.website && (
          <div>
            <dt>{t('about.website')}</dt>
            <dd>
              {linkable(user.website) ? (
                <a href={user.website} rel="noopener nofollow ugc" className={styles.website}>
                  {user.website.replace(/^https?:\/\//i, '')}
                </a>
              ) : (
                user.website
              )}
            </dd>
          </div>
        )}
        {user.email && (
          <div>
            <dt>{t('about.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
        <div>
          <dt>{t('about.joined')}</dt>
          <dd>
            <DayTime value={user.joindate} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Reputation and posts; with the summary, credits, accepted answers and events hosted and attended. */
export function ProfileActivity({ user, summary }: { user: ProfileUser; summary: ProfileSummary | null }) {
  const t = useT('profile');
  const locale = useLocale();
  return (
    <Card className={styles.section} aria-labelledby="profile-stats">
      <h2 id="profile-stats">{t('activity.title')}</h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('activity.reputation')}</dt>
          <dd>{formatCount(user.reputation, locale)}</dd>
        </div>
        <div>
          <dt>{t('activity.posts')}</dt>
          <dd>{formatCount(user.postcount, locale)}</dd>
        </div>
        {summary && (
          <>
            <div>
              <dt>{t('activity.credits')}</dt>
              <dd>{formatCount(summary.credits, locale)}</dd>
            </div>
            <div>
              <dt>{t('activity.acceptedAnswers')}</dt>
              <dd>{formatCount(summary.counts.acceptedAnswers, locale)}</dd>
            </div>
            <div>
              <dt>{t('activity.eventsHosted')}</dt>
              <dd>{formatCount(summary.counts.eventsHosted, locale)}</dd>
            </div>
            <div>
              <dt>{t('activity.eventsAttended')}</dt>
              <dd>{formatCount(summary.counts.eventsAttended, locale)}</dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
