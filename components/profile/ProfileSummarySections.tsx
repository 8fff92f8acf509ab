import Link from 'next/link';
import { projectPath } from '@/lib/projects/page';
import type { ProfileEvent, ProfileSummary } from '@/lib/users/types';
import { Card, formatDay, isoDay } from '@/components/ui';
import styles from './Profile.module.css';

const NUMBER = new Intl.NumberFormat('en');

function EventList({ events, label, empty }: { events: ProfileEvent[]; label: string; empty: string }) {
  if (events.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className={styles.summaryList} aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <Link href={event.url}>{event.title}</Link>{' '}
          <time className="muted" dateTime={isoDay(event.startsAt)}>
            {formatDay(event.startsAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile's summary sections (R3.15): the member's answers (accepted ones marked), events
 * hosted and attended, and projects. Each is a headed section; the counts say how many there are
 * in all, the lists show the latest few. Server-rendered with the profile.
 */
export function ProfileSummarySections({ summary, name }: { summary: ProfileSummary; name: string }) {
  const { counts } = summary;
  return (
    <>
      <Card className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-answers">
        <h2 id="profile-answers">
          Answers <span className={styles.count}>({NUMBER.format(counts.answers)})</span>
        </h2>
        {counts.acceptedAnswers > 0 && (
          <p className="muted">
            {NUMBER.format(counts.acceptedAnswers)} accepted {counts.acceptedAnswers === 1 ? 'answer' : 'answers'}
          </p>
        )}
        {summary.answers.length === 0 ? (
          <p className="muted">No answers yet.</p>
        ) : (
          <ul className={styles.summaryList} aria-label={`Answers by ${name}`}>
            {summary.answers.map((answer) => (
              <li key={answer.pid}>
                <Link href={`/post/${answer.tid}`}>{answer.title}</Link>
                {answer.accepted && <span className={styles.accepted}>Accepted</span>}{' '}
                <time className="muted" dateTime={isoDay(answer.timestamp)}>
                  {formatDay(answer.timestamp)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className={styles.section} aria-labelledby="profile-events">
        <h2 id="profile-events">Events</h2>
        <h3>
          Hosted <span className={styles.count}>({NUMBER.format(counts.eventsHosted)})</span>
        </h3>
        <EventList events={summary.eventsHosted} label={`Events hosted by ${name}`} empty="No events hosted yet." />
        <h3>
          Attended <span className={styles.count}>({NUMBER.format(counts.eventsAttended)})</span>
        </h3>
        <EventList events={summary.eventsAttended} label={`Events ${name} attended`} empty="No events attended yet." />
      </Card>

      <Card className={styles.section} aria-labelledby="profile-projects">
        <h2 id="profile-projects">
          Projects <span className={styles.count}>({NUMBER.format(counts.projects)})</span>
        </h2>
        {summary.projects.length === 0 ? (
          <p className="muted">No projects yet.</p>
        ) : (
          <ul className={styles.summaryList} aria-label={`Projects of ${name}`}>
            {summary.projects.map((project) => (
              <li key={project.id}>
                <Link href={projectPath(project)}>{project.name}</Link>{' '}
                <span className="muted">{project.role === 'maintainer' ? 'Maintainer' : 'Follower'}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
