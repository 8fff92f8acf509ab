import { useRouter } from 'next/router';
import { useEffect, useState, type MouseEvent } from 'react';
import { isPlainClick, ListError, Skeleton } from '@/components/ui';
import { INTERVAL_LABEL, intervalFromQuery } from '@/lib/community/display';
import { ACTIVE_MEMBER_INTERVALS, type ActiveMemberInterval } from '@/lib/community/types';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadCommunityGraph, loadCommunitySummary, selectCommunityGraph, selectCommunitySummary, syncCommunity } from '@/store/community/slice';
import { ActivityChart } from './ActivityChart';
import { SummaryFigures } from './SummaryFigures';
import { TopContributors } from './TopContributors';
import styles from './CommunityTab.module.css';

export interface CommunityTabProps {
  /** The project whose community this is; null for the whole site. */
  projectId: number | null;
  /** Shown in the heading ("Plotline's community"); the site's when left out. */
  name?: string;
}

/** The address with `?interval=` set, keeping its path and other values (a plain link without JavaScript). */
function intervalHref(asPath: string, interval: ActiveMemberInterval): string {
  const [withoutHash] = asPath.split('#');
  const [path, search = ''] = (withoutHash ?? '').split('?');
  const params = new URLSearchParams(search);
  params.set('interval', interval);
  return `${path}?${params.toString()}`;
}

function Loading({ label, height }: { label: string; height: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton height={height} />
    </div>
  );
}

/**
 * The community tab (R1.15, R7.5, R9.6): how alive a project's (or the site's) community is over
 * the last day, week (default) or month, each figure against the interval before, the top
 * contributors, and the daily activity of the last 90 days. The interval lives in the address
 * (`?interval=`): the server renders the one asked for (server/ssr/community.ts seeds it), and
 * picking another loads it and updates the address without a new page load.
 */
export function CommunityTab({ projectId, name }: CommunityTabProps) {
  const t = useT('projects');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const fromAddress = intervalFromQuery(router.query.interval);
  // The interval picked here until the address says another one (a shallow replace may lag).
  const [picked, setPicked] = useState<{ over: ActiveMemberInterval; value: ActiveMemberInterval } | null>(null);
  const interval = picked && picked.over === fromAddress ? picked.value : fromAddress;

  const summary = useAppSelector((state) => selectCommunitySummary(state, projectId, interval));
  const graph = useAppSelector((state) => selectCommunityGraph(state, projectId));

  useEffect(() => {
    dispatch(syncCommunity(projectId, interval));
  }, [dispatch, projectId, interval]);

  const pick = (next: ActiveMemberInterval) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (next === interval) return;
    setPicked({ over: fromAddress, value: next });
    dispatch(syncCommunity(projectId, next));
    void router.replace(intervalHref(router.asPath, next), undefined, { shallow: true, scroll: false });
  };

  const figures = summary?.data?.community ?? null;

  return (
    <section className={styles.tab} aria-labelledby="community-title">
      <div className={styles.head}>
        <h2 id="community-title" className={styles.title}>
          {name ? t('community.title.project', { name }) : t('community.title.site')}
        </h2>
        <nav aria-label={t('community.intervals')} className={styles.intervals}>
          {ACTIVE_MEMBER_INTERVALS.map((value) => (
            <a
              key={value}
              href={intervalHref(router.asPath, value)}
              onClick={pick(value)}
              aria-current={value === interval ? 'true' : undefined}
              className={styles.interval}
            >
              {t(INTERVAL_LABEL[value])}
            </a>
          ))}
        </nav>
      </div>

      <section className={styles.section} aria-labelledby="community-summary-title" aria-busy={summary?.status === 'loading'}>
        <h3 id="community-summary-title" className={styles.sectionTitle}>
          {t('community.summary', { interval })}
          {figures ? <span className="muted"> {t('community.compared', { interval })}</span> : null}
        </h3>
        {summary?.status === 'error' && !figures ? (
          <ListError
            title={t('community.summaryError')}
            message={summary.message}
            code={summary.code}
            onRetry={() => void dispatch(loadCommunitySummary({ projectId, interval }))}
          />
        ) : figures ? (
          <SummaryFigures figures={figures} interval={interval} />
        ) : (
          <Loading label={t('community.summaryLoading')} height="9rem" />
        )}
      </section>

      {figures ? <TopContributors contributors={figures.top_contributors} interval={interval} /> : null}

      {graph?.data ? (
        <ActivityChart graph={graph.data} />
      ) : graph?.status === 'error' ? (
        <ListError
          title={t('community.activityError')}
          message={graph.message}
          code={graph.code}
          onRetry={() => void dispatch(loadCommunityGraph({ projectId }))}
        />
      ) : (
        <Loading label={t('community.activityLoading')} height="12rem" />
      )}
    </section>
  );
}
