import { Link } from '@/components/ui/Link';
import { useId } from 'react';
import { PostTypeBadge } from '@/components/posts';
import { Badge } from '@/components/ui';
import type { PostData } from '@/lib/discussions/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import { formatDuration } from '@/lib/duration';
import { projectPath } from '@/lib/projects/paths';
import { useAppSelector } from '@/store/hooks';
import { selectQuestions } from '@/store/topic/selectors';
import type { TopicMeta } from '@/store/topic/thunks';
import { topicLabels } from './labels';
import { MainPost } from './MainPost';
import { PostByline } from './PostByline';
import { QuestionList } from './QuestionList';
import { PageComposer } from './PageComposer';
import styles from './Topic.module.css';

/** The topic: header (title, type, author, date, tags, projects, counts), main post and replies. */
export function TopicView({ topic, mainPost }: { topic: TopicMeta; mainPost: PostData }) {
  const t = useT('topic');
  const locale = useLocale();
  const labels = topicLabels(topic.postType);
  const common = useT('common');
  const faq = topic.postType === 'faq';
  const headingId = useId();
  const questions = useAppSelector(selectQuestions);
  const replyCount = Math.max(topic.questionCount, questions.total ?? 0);

  return (
    <div className={styles.layout}>
      <article className={`card ${styles.topic}`} aria-labelledby={`${headingId}-title`}>
        <header className={styles.header}>
          <div className={styles.badges}>
            <PostTypeBadge type={topic.postType} />
            {topic.pinned === 1 && <Badge icon="pin">{t('header.pinned')}</Badge>}
            {topic.locked && <Badge>{t('header.locked')}</Badge>}
            {topic.slowMode > 0 && <Badge>{t('header.slowMode', { interval: formatDuration(topic.slowMode / 60, common) })}</Badge>}
            {topic.deleted && <Badge>{t('header.deleted')}</Badge>}
            {topic.draft && <Badge>{t('header.draft')}</Badge>}
          </div>
          <h1 id={`${headingId}-title`} className={styles.title}>
            <bdi>{unescapeText(topic.title)}</bdi>
          </h1>
          <PostByline post={mainPost} size={36} />
          {(topic.tags.length > 0 || topic.project_details.length > 0) && (
            <div className={styles.taxonomy}>
              {topic.project_details.length > 0 && (
                <ul className={styles.chips} aria-label={t('header.projects')}>
                  {topic.project_details.map((p) => (
                    <li key={p.id}>
                      <Link href={projectPath(p)} className={styles.project}>
                        {unescapeText(p.name)}
                        {p.hidden && ` ${t('header.hiddenProject')}`}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {topic.tags.length > 0 && (
                <ul className={styles.chips} aria-label={t('header.tags')}>
                  {topic.tags.map((tag) => (
                    <li key={tag}>
                      <Link href={`/discussions?tags=${encodeURIComponent(tag)}`} className={styles.tag}>
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <dl className={styles.stats} aria-live="polite">
            <div>
              <dt>{t('stats.views')}</dt>
              <dd>{formatCount(topic.viewcount, locale)}</dd>
            </div>
            <div>
              <dt>{t(labels.replies)}</dt>
              <dd>{formatCount(replyCount, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.posts')}</dt>
              <dd>{formatCount(topic.postcount, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.upvotes')}</dt>
              <dd>{formatCount(mainPost.upvotes ?? 0, locale)}</dd>
            </div>
          </dl>
        </header>
        <MainPost post={mainPost} />
      </article>

      <section className={`stack ${styles.replies}`} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.repliesHeading}>
          {t(labels.replies)} <span className={styles.count}>({formatCount(replyCount, locale)})</span>
        </h2>
        <PageComposer label={labels.composer} submitLabel={labels.submit} />
        <QuestionList labels={labels} faq={faq} headingId={headingId} />
      </section>
    </div>
  );
}
