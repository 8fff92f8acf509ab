import { Link } from '@/components/ui/Link';
import { Avatar } from '@/components/ui';
import type { TopContributor } from '@/lib/community/types';
import { displayName } from '@/lib/names';
import { countOf, formatCount } from '@/lib/numbers';
import styles from './CommunityTab.module.css';

/** The interval's top contributors (R1.15): picture, name linking to the profile, posts, answers, accepted. */
export function TopContributors({ contributors, currentWords }: { contributors: TopContributor[]; currentWords: string }) {
  return (
    <section className={styles.section} aria-labelledby="community-contributors-title">
      <h3 id="community-contributors-title" className={styles.sectionTitle}>
        Top contributors
      </h3>
      {contributors.length === 0 ? (
        <p className="muted">No contributions in {currentWords} yet.</p>
      ) : (
        <ol className={styles.contributors}>
          {contributors.map((c) => {
            const name = displayName(c);
            return (
              <li key={c.uid} className={styles.contributor}>
                <Avatar src={c.picture} alt={`Picture of ${name}`} size={40} />
                <div className={styles.contributorText}>
                  <Link href={`/user/${encodeURIComponent(c.userslug)}`} className={styles.contributorName} data-member-slug={c.userslug}>
                    {name}
                  </Link>
                  <span className="muted">
                    {countOf(c.posts, 'post', 'posts')} · {countOf(c.answers, 'answer', 'answers')} · {formatCount(c.accepted)} accepted
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
