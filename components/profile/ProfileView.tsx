import Link from 'next/link';
import { useState } from 'react';
import { displayName, unescapeText } from '@/lib/names';
import type { BadgeState } from '@/services/session';
import type { PublicUser } from '@/services/users';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { Avatar, Button, buttonClass, Card, formatDay, isoDay } from '@/components/ui';
import type { FollowState, ProfileSummary } from '@/lib/users/types';
import { BadgeList } from './BadgeList';
import { BlockButton } from './BlockButton';
import { FollowButton } from './FollowButton';
import { ProfileSummarySections } from './ProfileSummarySections';
import { MemberPosts } from './MemberPosts';
import { groupLabel } from './badges';
import styles from './Profile.module.css';

export type ProfileUser = Omit<PublicUser, 'groups'> & { groups: string[] };

type ProfileViewProps = {
  user: ProfileUser;
  /** Badges as the server rendered them; the member's own come from the login state (live). */
  badges: BadgeState[];
  /** Answers, events, projects, badge dates, credits and the block state (GET /api/user/{slug}/summary). */
  summary?: ProfileSummary | null;
};

const NUMBER = new Intl.NumberFormat('en');

/** Only http(s) addresses become links (the server accepts nothing else either). */
const linkable = (url: string) => /^https?:\/\/\S+$/i.test(url);

/**
 * /user/{slug} (R3.15): a member's profile. Server text is shown as text (R5.8), never as live
 * HTML; the name follows R5.9. Their posts follow (MemberPosts). On your own profile: edit,
 * settings, invite friends, and badge acknowledgement (R4.13).
 */
export function ProfileView({ user, badges, summary = null }: ProfileViewProps) {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const own = login.loggedIn && login.uid === user.uid;
  const name = displayName(user);
  const about = unescapeText(user.aboutme);
  const location = unescapeText(user.location);
  const shownBadges = own && login.user ? login.user.badges : badges;
  const slug = encodeURIComponent(user.userslug);
  const earned = summary ? Object.fromEntries(summary.badges.map((b) => [b.badge, b.awardedAt])) : {};
  const [follow, setFollow] = useState<FollowState>(() => ({ followers: summary?.followers ?? 0, viewerFollows: summary?.viewerFollows ?? false }));
  const [followChanges, setFollowChanges] = useState(0);
  const followChanged = (next: FollowState) => {
    setFollow(next);
    setFollowChanges((n) => n + 1);
  };

  return (
    <article className={styles.profile} aria-labelledby="profile-name">
      <Card as="header" className={styles.header}>
        <Avatar src={user.picture} alt={`${name}'s picture`} size={96} className={styles.avatar} />
        <div className={styles.identity}>
          <h1 id="profile-name">{name}</h1>
          <p className={styles.username}>@{unescapeText(user.username)}</p>
          {summary && (
            <p className={styles.follows}>
              <a href="#followers">
                <strong>{NUMBER.format(follow.followers)}</strong> {follow.followers === 1 ? 'follower' : 'followers'}
              </a>
              <span aria-hidden="true"> · </span>
              <a href="#following">
                <strong>{NUMBER.format(summary.following)}</strong> following
              </a>
            </p>
          )}
          {user.groups.length > 0 && (
            <ul className={styles.groups} aria-label="Groups">
              {user.groups.map((group) => (
                <li key={group} className={styles.group}>
                  {groupLabel(group)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {!own && summary && (
          <div className={styles.ownActions}>
            <FollowButton uid={user.uid} name={name} state={follow} onChange={followChanged} />
            {login.loggedIn && <BlockButton uid={user.uid} name={name} blocked={summary.blocked} />}
          </div>
        )}
        {own && (
          <div className={styles.ownActions}>
            <Link href={`/user/${slug}/settings#profile`} className={buttonClass('primary', { link: true })}>
              Edit profile
            </Link>
            <Link href={`/user/${slug}/settings`} className={buttonClass('secondary', { link: true })}>
              Settings
            </Link>
            <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'invite' }))}>
              Invite friends
            </Button>
          </div>
        )}
      </Card>

      <div className={styles.columns}>
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
                <time dateTime={isoDay(user.joindate)}>{formatDay(user.joindate)}</time>
              </dd>
            </div>
          </dl>
        </Card>

        <Card className={styles.section} aria-labelledby="profile-stats">
          <h2 id="profile-stats">Activity</h2>
          <dl className={styles.stats}>
            <div>
              <dt>Reputation</dt>
              <dd>{NUMBER.format(user.reputation)}</dd>
            </div>
            <div>
              <dt>Posts</dt>
              <dd>{NUMBER.format(user.postcount)}</dd>
            </div>
            {summary && (
              <>
                <div>
                  <dt>Credits</dt>
                  <dd>{NUMBER.format(summary.credits)}</dd>
                </div>
                <div>
                  <dt>Accepted answers</dt>
                  <dd>{NUMBER.format(summary.counts.acceptedAnswers)}</dd>
                </div>
                <div>
                  <dt>Events hosted</dt>
                  <dd>{NUMBER.format(summary.counts.eventsHosted)}</dd>
                </div>
                <div>
                  <dt>Events attended</dt>
                  <dd>{NUMBER.format(summary.counts.eventsAttended)}</dd>
                </div>
              </>
            )}
          </dl>
        </Card>

        <Card className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-badges">
          <h2 id="profile-badges">Badges</h2>
          <BadgeList badges={shownBadges} own={own} earned={earned} />
        </Card>

        {summary && <ProfileSummarySections summary={summary} name={name} followers={follow.followers} followChanges={followChanges} />}

        <MemberPosts uid={user.uid} name={name} own={own} />
      </div>
    </article>
  );
}
