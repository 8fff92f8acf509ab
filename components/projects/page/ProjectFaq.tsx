import { Link } from '@/components/ui/Link';
import { ListEmpty } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { projectViewPath } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { useAppSelector } from '@/store/hooks';
import { selectProjectPage } from '@/store/projects/page';
import { selectProjectFaq } from '@/store/projects/selectors';
import styles from './ProjectPage.module.css';

/** A project's FAQ (R1.11): its answered questions, most upvoted first, each with its accepted answer. */
export function ProjectFaq({ project }: { project: ProjectData }) {
  const t = useT('projects');
  const entries = useAppSelector(selectProjectFaq);
  const { list } = useAppSelector(selectProjectPage);
  return (
    <section aria-labelledby="project-list-title" className={styles.section}>
      <h2 id="project-list-title" className={styles.sectionTitle}>
        {t('faq.title')}
      </h2>
      {list.status === 'error' ? (
        <p role="alert" className="error">
          {list.error}
        </p>
      ) : entries.length === 0 ? (
        <ListEmpty title={t('faq.none')} />
      ) : (
        <dl className={styles.faq}>
          {entries.map(({ question, answer }) => {
            const words = question.slug?.split('/').slice(1).join('/') ?? '';
            return (
              <div key={question.pid} className={`card ${styles.faqItem}`}>
                <dt>
                  <Link href={projectViewPath(project, { tab: 'question', tid: question.tid, rest: words })}>
                    <bdi>{unescapeText(question.topicTitle || question.title)}</bdi>
                  </Link>
                </dt>
                {/* Sanitised on the server (server/discussions/markdown.ts). */}
                <dd dir="auto" className="content" dangerouslySetInnerHTML={{ __html: answer.content }} />
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
