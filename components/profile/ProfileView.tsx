import { Link } from '@/components/ui/Link';
import { useLocale, useT } from '@/lib/i18n/useT';
import { useState } from 'react';
import { displayName, unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import type { BadgeState } from '@/services/session';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { Avatar, Button, buttonClass, Card } from '@/components/ui';
import { useTrustLevelName } from '@/components/trust';
import type { ProfileSummary } from '@/lib/users/types';
import { selectChangedGroups } from '@/store/profile/groups';
import { selectMemberRelation } from '@/store/profile/relation';
import { BadgeList } from './BadgeList';
import { ReportLink } from '@/components/report';
import { BlockButton } from './BlockButton';
import { FollowButton } from './FollowButton';
import { ProfileAbout, ProfileActivity, type ProfileUser } from './ProfileCards';
import { ProfileSummarySections } from './ProfileSummarySections';
import { RestrictionSlot, StaffControls } from './StaffControls';
import { MemberPosts } from './MemberPosts';
import { groupLabel } from './badges';
import { aroundPart, PART } from '@/lib/i18n/part';
import styles from './Profile.module.css';

type ProfileViewProps = {
  user: ProfileUser;
  /** Badges as the server rendered them; the member's own come from the login state (live). */
  badges: BadgeState[];
  /** Answers, events, projects, badge dates, credits and the block state (GET /api/user/{slug}/summary). */
  summary?: ProfileSummary | null;
};

/**
 * /user/{slug} (R3.15): a member's profile. Server text is shown as text (R5.8), never as live
 * HTML; the name follows R5.9. Their posts follow (MemberPosts). On your own profile: edit,
 * settings, invite friends, and badge acknowledgement (R4.13). A remote member's (issue 38) says
 * which server its account is on, linking to its profile there, and has no groups or role cards.
 */
export function ProfileView({ user, badges, summary = null }: ProfileViewProps) {
  const t = useT('profile');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const own = login.loggedIn && login.uid === user.uid;
  const name = displayName(user);
  const levelName = useTrustLevelName();
  const shownBadges = own && login.user ? login.user.badges : badges;
  const slug = encodeURIComponent(user.userslug);
  const earned = summary ? Object.fromEntries(summary.badges.map((b) => [b.badge, b.awardedAt])) : {};
  // The reader's follow and block (store/profile/relation.ts: seeded, or the personal layer's).
  const relation = useAppSelector((state) => selectMemberRelation(state, user.uid));
  // The member's groups: the page's, or the Role card's change since (issue 35).
  const groups = useAppSelector((state) => selectChangedGroups(state, user.uid)) ?? user.groups;
  const follow = { followers: relation?.followers ?? summary?.followers ?? 0, viewerFollows: relation?.viewerFollows ?? false };
  const [followChanges, setFollowChanges] = useState(0);
  // A fediverse account known here (issue 38): not in this community's groups or roles.
  const remote = summary?.remote ?? null;
  const [followersBefore, followersAfter] = aroundPart(t('header.followers', { count: follow.followers, n: PART }));
  const [followingBefore, followingAfter] = aroundPart(t('header.following', { count: summary?.following ?? 0, n: PART }));

  return (
    <article className={styles.profile} aria-labelledby="profile-name">
      <Card as="header" className={styles.header}>
        <Avatar src={user.picture} alt={t('picture', { name })} size={96} className={styles.avatar} />
        <div className={styles.identity}>
          <h1 id="profile-name">
            <bdi>{name}</bdi>
          </h1>
          <p className={styles.username}>@{unescapeText(user.username)}</p>
          {remote && (
            <p className={styles.remote}>
              {remote.url ? (
                <a href={remote.url} rel="nofollow noopener ugc">
                  {t('remote.account', { host: remote.host })}
                </a>
              ) : (
                t('remote.account', { host: remote.host })
              )}
            </p>
          )}
          {own && <Link href={`/user/${slug}/settings#trust`}>{t('trust.own', { level: levelName(user.trustLevel) })}</Link>}
          {summary && (
            <p className={styles.follows}>
              <a href="#followers">
                {followersBefore}
                <strong>{formatCount(follow.followers, locale)}</strong>
                {followersAfter}
              </a>
              <span aria-hidden="true"> · </span>
              <a href="#following">
                {followingBefore}
                <strong>{formatCount(summary.following, locale)}</strong>
                {followingAfter}
              </a>
            </p>
          )}
          {!remote && groups.length > 0 && (
            <ul className={styles.groups} aria-label={t('header.groups')}>
              {groups.map((group) => (
                <li key={group} className={styles.group}>
                  {groupLabel(group, t)}
                </li>
              ))}
            </ul>
          )}
          <RestrictionSlot uid={user.uid} />
        </div>
        {!own && summary && (
          <div className={styles.ownActions} data-member-state>
            <FollowButton uid={user.uid} name={name} state={follow} onChange={() => setFollowChanges((n) => n + 1)} />
            {login.loggedIn && <BlockButton uid={user.uid} slug={user.userslug} name={name} blocked={relation?.blocked ?? false} />}
            <ReportLink type="user" id={user.uid} name={name} />
            <StaffControls part="buttons" uid={user.uid} name={name} groups={groups} level={user.trustLevel} />
          </div>
        )}
        {own && (
          <div className={styles.ownActions}>
            <Link href={`/user/${slug}/settings#profile`} className={buttonClass('primary', { link: true })}>
              {t('header.edit')}
            </Link>
            <Link href={`/user/${slug}/settings`} className={buttonClass('secondary', { link: true })}>
              {t('header.settings')}
            </Link>
            <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'invite' }))}>
              {t('header.invite')}
            </Button>
          </div>
        )}
      </Card>

      <div className={styles.columns}>
        <ProfileAbout user={user} own={own} />

        <ProfileActivity user={user} summary={summary} />

        <Card className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-badges">
          <h2 id="profile-badges">{t('badges.title')}</h2>
          <BadgeList badges={shownBadges} own={own} earned={earned} />
        </Card>

        {!own && summary && !remote && <StaffControls part="cards" uid={user.uid} name={name} groups={groups} level={user.trustLevel} />}

        {summary && <ProfileSummarySections summary={summary} name={name} followers={follow.followers} followChanges={followChanges} own={own} />}

        <MemberPosts uid={user.uid} name={name} own={own} />
      </div>
    </article>
  );
}
