import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Avatar, Button, PhoneFold } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import { displayName, unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import type { ProjectData } from '@/lib/projects/types';
import { useAppDispatch } from '@/store/hooks';
import { toggleFollow } from '@/store/projects/page';
import { ReportLink } from '@/components/report';
import styles from './ProjectPage.module.css';

/**
 * The project's header (R1.11): logo, name, description, links, licence, language, tags, follow and
 * maintainers, and `manage` (the maintainers' controls) for those who may edit. On phones all but
 * the name and Follow fold behind "About the project", so the tab's list starts on the first screen (R1.16).
 */
export function ProjectHeader({ project, headingLevel = 1, manage }: { project: ProjectData; headingLevel?: 1 | 2; manage?: ReactNode }) {
  const t = useT('projects');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const name = unescapeText(project.name);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const facts: Array<[string, string]> = [];
  if (project.licence) facts.push([t('header.licence'), project.licence]);
  if (project.language) facts.push([t('header.language'), project.language]);
  facts.push([t('header.followers'), formatCount(project.follower_count, locale)]);
  facts.push([t('header.topics'), formatCount(project.topic_count, locale)]);
  return (
    <header className={`card ${styles.header}`} data-testid="project-header">
      <div className={styles.identity}>
        {project.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- logos are square PNG uploads or static pictures
          <img className={styles.logo} src={project.logo} alt="" width={72} height={72} />
        ) : (
          <span className={styles.logoFallback} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.titleBlock}>
          <Heading className={styles.name}>
            <bdi>{name}</bdi>
          </Heading>
          {project.hidden && <p className="muted">{t('header.hidden')}</p>}
        </div>
        <Button
          variant={project.is_following ? 'secondary' : 'primary'}
          aria-pressed={project.is_following}
          onClick={() => dispatch(toggleFollow())}
          className={styles.follow}
          data-member-state
        >
          {project.is_following ? t('follow.following') : t('follow.follow')}
        </Button>
      </div>
      <PhoneFold label={t('header.about')}>
        {project.description && (
          // Sanitised on the server (server/discussions/markdown.ts).
          <div dir="auto" className={`content ${styles.description}`} dangerouslySetInnerHTML={{ __html: project.description }} />
        )}
        <ul className={styles.links} aria-label={t('header.links')}>
          <li>
            {/* The project's chat room (issue 36), made on the first visit; visitors sign in first. */}
            <Link href={`/chats?project=${project.id}`}>{t('header.chat')}</Link>
          </li>
          {project.repository_url && (
              <li>
              <a href={project.repository_url} rel="noopener noreferrer nofollow" target="_blank">
                {t('header.repository')}
                <span className="visually-hidden"> {t('header.newTab')}</span>
              </a>
            </li>
          )}
          {project.website && (
            <li>
              <a href={project.website} rel="noopener noreferrer nofollow" target="_blank">
                {t('header.website')}
                <span className="visually-hidden"> {t('header.newTab')}</span>
              </a>
            </li>
          )}
        </ul>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {project.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('tags')}>
            {project.tags.map((tag) => (
              <li key={tag}>
                <Link href={`/projects?tags=${encodeURIComponent(tag)}`} className={styles.tag}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {project.maintainers.length > 0 && (
          <div className={styles.maintainers}>
            <h2 className={styles.smallHeading}>{t('header.maintainers')}</h2>
            <ul aria-label={t('header.maintainers')}>
              {project.maintainers.map((m) => (
                <li key={m.uid}>
                  <Link href={`/user/${encodeURIComponent(m.userslug)}`} className={styles.member} data-member-slug={m.userslug}>
                    <Avatar src={m.picture} alt="" size={28} />
                    <span>{displayName(m)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ReportLink type="project" id={project.id} name={name} />
        {manage}
      </PhoneFold>
    </header>
  );
}
