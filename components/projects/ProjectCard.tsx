import { Link } from '@/components/ui/Link';
import { Skeleton } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import { selectProjectById } from '@/store/projects/slice';
import { useAppSelector } from '@/store/hooks';
import { FollowButton } from './FollowButton';
import styles from './Projects.module.css';

/** A project's logo (its name in the alt text) or, without one, its initial (decorative). */
function ProjectLogo({ name, logo }: { name: string; logo: string }) {
  const t = useT('projects');
  if (!logo) {
    return (
      <span className={styles.logoBlank} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- logos are 256 px PNGs the server draws
  return <img className={styles.logo} src={logo} alt={t('card.logoAlt', { name })} width={64} height={64} loading="lazy" decoding="async" />;
}

/**
 * One project in a list (`/projects`, My projects): logo, name (a link to its page), the start of
 * its description, tags, maintainer, follower and topic counts and the follow toggle. It reads the
 * shared projects cache, so a follow shows in every list at once.
 */
export function ProjectCard({ id, headingLevel = 2 }: { id: number; headingLevel?: 2 | 3 }) {
  const t = useT('projects');
  const locale = useLocale();
  const project = useAppSelector((state) => selectProjectById(state, id));
  if (!project) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `project-${id}-title`;
  const { summary } = project;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`project-card-${id}`}>
      <ProjectLogo name={project.name} logo={project.logo} />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <Link href={project.url} className={styles.titleLink}>
            <bdi>{project.name}</bdi>
          </Link>
        </Heading>
        {summary && (
          <p dir="auto" className={styles.summary}>
            {summary}
          </p>
        )}
        {project.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('tags')}>
            {project.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.counts}>
          <span>
            <strong>{t('card.maintainers', { count: project.maintainers.length, n: formatCount(project.maintainers.length, locale) })}</strong>
          </span>
          <span>
            <strong>{t('card.followers', { count: project.follower_count, n: formatCount(project.follower_count, locale) })}</strong>
          </span>
          <span>
            <strong>{t('card.posts', { count: project.topic_count, n: formatCount(project.topic_count, locale) })}</strong>
          </span>
        </p>
      </div>
      <div className={styles.footer} data-member-state>
        <span className={styles.role}>{project.is_maintainer ? t('card.youMaintain') : project.hidden ? t('card.hidden') : ''}</span>
        <FollowButton id={id} />
      </div>
    </article>
  );
}

/** Placeholder cards while projects load (announced once). */
export function ProjectCardSkeletons({ count = 3, label }: { count?: number; label?: string }) {
  const t = useT('projects');
  return (
    <div role="status" aria-busy="true" className="stack" data-testid="project-skeletons">
      <span className="visually-hidden">{label ?? t('card.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <Skeleton width="4rem" height="4rem" />
          <div className={styles.body}>
            <Skeleton width="60%" height="1.4rem" />
            <Skeleton width="100%" />
            <Skeleton width="40%" height="0.9rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
