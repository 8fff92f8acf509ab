import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT, type MessageValues } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import { projectPath } from '@/lib/projects/page';
import type { FollowMember, ProfileAnswer, ProfileEvent, ProfileProject, ProfileSummary } from '@/lib/users/types';
import type { ProfileListItems, ProfileListKind } from '@/store/profile/follows';
import { Avatar, Card, DayTime, PagedList, Skeleton } from '@/components/ui';
import { useProfileList } from './useProfileList';
import styles from './Profile.module.css';
import { FollowFediverse } from './FollowFediverse';

const skeletons = (count: number, label: string) => (
  <div role="status" aria-label={label} className={styles.summaryList}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height="1.25rem" width={`${70 - i * 15}%`} />
    ))}
  </div>
);

interface SectionListProps<K extends ProfileListKind> {
  kind: K;
  /** Load the first page again instead of the summary's (see useProfileList). */
  fromServer?: boolean;
  slug: string;
  first: ProfileListItems[K][];
  total: number;
  /** The list's accessible name. */
  label: string;
  /** Plural, lower case: what the list's items are ("answers"). */
  noun: string;
  /** "Show more answers". */
  moreLabel: string;
  empty: ReactNode;
  render: (item: ProfileListItems[K]) => ReactNode;
}

/**
 * One list of the profile (R3.15): its first page from the summary, then "Show more" loads the
 * next page in place (no infinite scroll inside a section; focus moves to the first new row).
 */
function SectionList<K extends ProfileListKind>({ kind, fromServer = false, slug, first, total, label, noun, moreLabel, empty, render }: SectionListProps<K>) {
  const { list, itemOf, onLoadMore, onRetry } = useProfileList(kind, slug, first, total, fromServer);
  return (
    <PagedList
      label={label}
      list={list}
      noun={noun}
      renderItem={(id) => <div className={styles.row}>{render(itemOf(id))}</div>}
      renderSkeleton={skeletons}
      empty={empty}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      moreLabel={moreLabel}
      focusSelector="a"
      autoLoad={false}
      showEnd={false}
    />
  );
}

/** A section's count in its heading, "(1,204)", in the page's language. */
function Count({ n }: { n: number }) {
  const locale = useLocale();
  return <span className={styles.count}>({formatCount(n, locale)})</span>;
}

type ProfileT = (key: MessageKey<'profile'>, values?: MessageValues) => string;

/** The rows of the lists, in the page's language. */
function rowsIn(t: ProfileT) {
  const answerRow = (answer: ProfileAnswer) => (
    <>
      <Link href={`/post/${answer.tid}`}>{answer.title}</Link>
      {answer.accepted && <span className={styles.accepted}>{t('answers.acceptedMark')}</span>}{' '}
      <DayTime className="muted" value={answer.timestamp} />
    </>
  );

  const eventRow = (event: ProfileEvent) => (
    <>
      <Link href={event.url}>{event.title}</Link>{' '}
      <DayTime className="muted" value={event.startsAt} />
    </>
  );

  const projectRow = (project: ProfileProject) => (
    <>
      <Link href={projectPath(project)}>{project.name}</Link>{' '}
      <span className="muted">{project.role === 'maintainer' ? t('projects.maintainer') : t('projects.follower')}</span>
    </>
  );

  /** A follower: picture (named), name and @username, linking to their profile. */
  function followerRow(member: FollowMember) {
    const name = displayName(member);
    return (
      <Link href={`/user/${encodeURIComponent(member.userslug)}`} className={styles.member} data-member-slug={member.userslug}>
        <Avatar src={member.picture} alt={t('picture', { name })} size={40} />
        <span className={styles.memberName}>
          <span>{name}</span>
          {name !== member.username && <span className="muted">@{member.username}</span>}
        </span>
      </Link>
    );
  }
  return { answerRow, eventRow, projectRow, followerRow };
}

/**
 * The profile's summary sections (R3.15): the member's answers (accepted ones marked), events
 * hosted and attended, projects, followers and the members they follow. Each is a headed section; the counts say how many
 * there are in all, the lists show the first page with "Show more" for the rest. Server-rendered
 * with the profile.
 */
export function ProfileSummarySections({
  summary,
  name,
  followers,
  followChanges = 0,
  own = false,
}: {
  summary: ProfileSummary;
  name: string;
  /** The follower count now (the viewer may have followed since the summary). */
  followers: number;
  /** How many times the viewer followed or unfollowed on this page: the followers list loads again. */
  followChanges?: number;
  /** The viewer's own profile: the Following card offers to follow someone on the fediverse. */
  own?: boolean;
}) {
  const t = useT('profile');
  const { answerRow, eventRow, projectRow, followerRow } = rowsIn(t);
  const { counts, userslug: slug } = summary;
  return (
    <>
      <Card className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-answers">
        <h2 id="profile-answers">
          {t('answers.title')} <Count n={counts.answers} />
        </h2>
        {counts.acceptedAnswers > 0 && (
          <p className="muted">
            {t('answers.accepted', { count: counts.acceptedAnswers })}
          </p>
        )}
        <SectionList
          kind="answers"
          slug={slug}
          first={summary.answers}
          total={counts.answers}
          label={t('answers.label', { name })}
          noun={t('answers.noun')}
          moreLabel={t('answers.more')}
          empty={<p className="muted">{t('answers.empty')}</p>}
          render={answerRow}
        />
      </Card>

      <Card className={styles.section} aria-labelledby="profile-events">
        <h2 id="profile-events">{t('events.title')}</h2>
        <h3>
          {t('events.hosted')} <Count n={counts.eventsHosted} />
        </h3>
        <SectionList
          kind="eventsHosted"
          slug={slug}
          first={summary.eventsHosted}
          total={counts.eventsHosted}
          label={t('events.hostedLabel', { name })}
          noun={t('events.hostedNoun')}
          moreLabel={t('events.hostedMore')}
          empty={<p className="muted">{t('events.hostedEmpty')}</p>}
          render={eventRow}
        />
        <h3>
          {t('events.attended')} <Count n={counts.eventsAttended} />
        </h3>
        <SectionList
          kind="eventsAttended"
          slug={slug}
          first={summary.eventsAttended}
          total={counts.eventsAttended}
          label={t('events.attendedLabel', { name })}
          noun={t('events.attendedNoun')}
          moreLabel={t('events.attendedMore')}
          empty={<p className="muted">{t('events.attendedEmpty')}</p>}
          render={eventRow}
        />
      </Card>

      <Card className={styles.section} aria-labelledby="profile-projects">
        <h2 id="profile-projects">
          {t('projects.title')} <Count n={counts.projects} />
        </h2>
        <SectionList
          kind="projects"
          slug={slug}
          first={summary.projects}
          total={counts.projects}
          label={t('projects.label', { name })}
          noun={t('projects.noun')}
          moreLabel={t('projects.more')}
          empty={<p className="muted">{t('projects.empty')}</p>}
          render={projectRow}
        />
      </Card>

      <Card className={styles.section} id="followers" aria-labelledby="profile-followers" tabIndex={-1}>
        <h2 id="profile-followers">
          {t('followers.title')} <Count n={followers} />
        </h2>
        <SectionList
          key={followChanges}
          kind="followers"
          fromServer={followChanges > 0}
          slug={slug}
          first={summary.followerList}
          total={followers}
          label={t('followers.label', { name })}
          noun={t('followers.noun')}
          moreLabel={t('followers.more')}
          empty={<p className="muted">{t('followers.empty')}</p>}
          render={followerRow}
        />
      </Card>

      <Card className={styles.section} id="following" aria-labelledby="profile-following" tabIndex={-1}>
        <h2 id="profile-following">
          {t('following.title')} <Count n={summary.following} />
        </h2>
        <SectionList
          kind="following"
          slug={slug}
          first={summary.followingList}
          total={summary.following}
          label={t('following.label', { name })}
          noun={t('following.noun')}
          moreLabel={t('following.more')}
          empty={<p className="muted">{t('following.empty')}</p>}
          render={followerRow}
        />
        {own && <FollowFediverse />}
      </Card>
    </>
  );
}
