import { InstancesSection } from '@/components/federation';
import { ReviewQueue } from '@/components/review';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadReviewPage, type ReviewPageProps } from '@/server/ssr/review';

/**
 * /admin/review: the review queue (issue 35; moderators and administrators), and for administrators
 * the fediverse instances they deny or allow (issue 38).
 */
export const getServerSideProps = withAppConfig(loadReviewPage, { messages: ['admin'] });

export default function ReviewPage(props: ReviewPageProps) {
  const t = useT('admin');
  return (
    <main className="page">
      <PageHead title={t('review.title')} noindex />
      <h1>{t('review.title')}</h1>
      {props.state === 'ok' ? (
        <>
          <p>{t('review.intro')}</p>
          <p className="muted">{t('review.keys')}</p>
          <ReviewQueue />
          {props.instances && <InstancesSection initial={props.instances} />}
        </>
      ) : (
        <p role="alert">{t('review.forbidden')}</p>
      )}
    </main>
  );
}
