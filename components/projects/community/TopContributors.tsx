import { Link } from '@/components/ui/Link';
import { Avatar } from '@/components/ui';
import type { ActiveMemberInterval, TopContributor } from '@/lib/community/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import styles from './CommunityTab.module.css';

/** The interval's top contributors (R1.15): picture, name linking to the profile, posts, answers, accepted. */
export function TopContributors({ contributors, interval }: { contributors: TopContributor[]; interval: ActiveMemberInterval }) {
  const t = useT('projects');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="community-contributors-title">
      <h3 id="community-contributors-title" className={styles.sectionTitle}>
        {t('contributors.title')}
      </h3>
      {contributors.length === 0 ? (
        <p className="muted">{t('contributors.none', { interval })}</p>
      ) : (
        <ol className={styles.contributors}>
          {contributors.map((c) => {
            const name = displayName(c);
            return (
              <li key={c.uid} className={styles.contributor}>
                <Avatar src={c.picture} alt={t('contributors.picture', { name })} size={40} />
                <div className={styles.contributorText}>
                  <Link href={`/user/${encodeURIComponent(c.userslug)}`} className={styles.contributorName} data-member-slug={c.userslug}>
                    {name}
                  </Link>
                  <span className="muted">
                    {t('contributors.counts', {
                      posts: c.posts,
                      postsN: formatCount(c.posts, locale),
                      answers: c.answers,
                      answersN: formatCount(c.answers, locale),
                      accepted: c.accepted,
                      acceptedN: formatCount(c.accepted, locale),
                    })}
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
