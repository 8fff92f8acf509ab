import { Card, DayTime } from '@/components/ui';
import { unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import type { ProfileSummary } from '@/lib/users/types';
import type { PublicUser } from '@/services/users';
import styles from './Profile.module.css';

// The About and Activity cards of a member's profile (ProfileView.tsx).

export type ProfileUser = Omit<PublicUser, 'groups'> & { groups: string[] };

/** Only http(s) addresses become links (the server accepts nothing else either). */
const linkable = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** What the member wrote about themselves, where they are, their website, e-mail (when shown) and when they joined. */
export function ProfileAbout({ user, own }: { user: ProfileUser; own: boolean }) {
  const about = unescapeText(user.aboutme);
  const location = unescapeText(user.location);
  return (
    <Card className={styles.section} aria-labelledby="profile-about">
      <h2 id="profile-about">About</h2>
      {about ? (
        <p className={styles.about}>{about}</p>
      ) : (
        <p className="muted">{own ? 'Tell others what you work on: edit your profile.' : 'Nothing here yet.'}</p>
      )}
      <dl className={styles.facts}>
        {location && (
          <div>
            <dt>Location</dt>
            <dd>{location}</dd>
          </div>
        )}
        {user.website && (
          <div>
            <dt>Website</dt>
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
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        )}
        <div>
          <dt>Joined</dt>
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
  return (
    <Card className={styles.section} aria-labelledby="profile-stats">
      <h2 id="profile-stats">Activity</h2>
      <dl className={styles.stats}>
        <div>
          <dt>Reputation</dt>
          <dd>{formatCount(user.reputation)}</dd>
        </div>
        <div>
          <dt>Posts</dt>
          <dd>{formatCount(user.postcount)}</dd>
        </div>
        {summary && (
          <>
            <div>
              <dt>Credits</dt>
              <dd>{formatCount(summary.credits)}</dd>
            </div>
            <div>
              <dt>Accepted answers</dt>
              <dd>{formatCount(summary.counts.acceptedAnswers)}</dd>
            </div>
            <div>
              <dt>Events hosted</dt>
              <dd>{formatCount(summary.counts.eventsHosted)}</dd>
            </div>
            <div>
              <dt>Events attended</dt>
              <dd>{formatCount(summary.counts.eventsAttended)}</dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
