import { useCallback } from 'react';
import { useRoleName } from '@/components/roles';
import { useTrustLevelName } from '@/components/trust';
import { DayTime, MomentTime, PagedList, Skeleton } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { usePagedItems } from '@/components/ui/usePagedItems';
import { useT } from '@/lib/i18n/useT';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { ModerationAction, ModerationEntry, ModerationLogPage } from '@/lib/moderation/types';
import { unescapeText } from '@/lib/names';
import { topicPath } from '@/lib/seo/pages';
import { isolated } from '@/lib/text';
import { useAppDispatch } from '@/store/hooks';
import { loadModerationLog } from '@/store/moderation/thunks';
import styles from './Moderation.module.css';

const skeletons = (count: number, label: string) => (
  <div role="status" aria-label={label} className={styles.skeletons}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height="2.5rem" />
    ))}
  </div>
);

/** The words of each action on a topic. */
const TOPIC_ACTIONS = {
  lock: 'moderation.lock',
  unlock: 'moderation.unlock',
  'slow-mode': 'moderation.slowMode',
  'slow-mode-off': 'moderation.slowModeOff',
  dismiss: 'moderation.dismiss',
  hide: 'moderation.hide',
  delete: 'moderation.delete',
  warn: 'moderation.warn',
  approve: 'moderation.approve',
  reject: 'moderation.reject',
} as const satisfies Partial<Record<ModerationAction, MessageKey<'settings'>>>;

/** The words of an action about the member's account rather than a topic (a report about them). */
const ACCOUNT_ACTIONS = { dismiss: 'moderation.dismissAccount', warn: 'moderation.warnAccount', reject: 'moderation.rejectAccount' } as const satisfies Partial<
  Record<ModerationAction, MessageKey<'settings'>>
>;

/** The words of an action on a reported event or project (the review queue's). */
const PLACE_ACTIONS = {
  event: { dismiss: 'moderation.event.dismiss', delete: 'moderation.event.delete', warn: 'moderation.event.warn' },
  project: { dismiss: 'moderation.project.dismiss', hide: 'moderation.project.hide', warn: 'moderation.project.warn' },
} as const satisfies Record<'event' | 'project', Partial<Record<ModerationAction, MessageKey<'settings'>>>>;

/** What was done to an event or project, linked to its page; null for actions the queue does not take on them. */
function placeAction(entry: ModerationEntry, t: ReturnType<typeof useT<'settings'>>) {
  const place = entry.place;
  if (!place) return null;
  const texts: Partial<Record<ModerationAction, MessageKey<'settings'>>> = PLACE_ACTIONS[place.type];
  const key = texts[entry.action];
  return key ? <Link href={place.path}>{t(key, { title: isolated(place.title) })}</Link> : null;
}

/** The words of a suspension or a silence (its end follows) and of its lifting. */
const RESTRICTION_TEXTS = {
  suspend: { until: 'moderation.suspend', lifted: 'moderation.suspendLifted' },
  silence: { until: 'moderation.silence', lifted: 'moderation.silenceLifted' },
} as const satisfies Partial<Record<ModerationAction, { until: MessageKey<'settings'>; lifted: MessageKey<'settings'> }>>;
const LIFT_TEXTS = { unsuspend: 'moderation.unsuspend', unsilence: 'moderation.unsilence' } as const satisfies Partial<
  Record<ModerationAction, MessageKey<'settings'>>
>;

/** What was done: to a topic (linked while it exists), or to the member (a suspension or silence and its end, their trust level, their role). */
function What({ entry }: { entry: ModerationEntry }) {
  const t = useT('settings');
  const levelName = useTrustLevelName();
  const roleName = useRoleName();
  if (entry.action === 'role') return <>{t('moderation.role', { role: roleName(entry.role ?? 'member') })}</>;
  if (entry.action === 'trust') return <>{entry.level === null ? t('moderation.trustUnlocked') : t('moderation.trust', { level: levelName(entry.level) })}</>;
  if (entry.action === 'suspend' || entry.action === 'silence') {
    const texts = RESTRICTION_TEXTS[entry.action];
    if (entry.until === null) return <>{t(texts.lifted)}</>;
    return (
      <>
        {t(texts.until)} <MomentTime value={entry.until} />
      </>
    );
  }
  if (entry.action === 'unsuspend' || entry.action === 'unsilence') return <>{t(LIFT_TEXTS[entry.action])}</>;
  const onPlace = placeAction(entry, t);
  if (onPlace) return onPlace;
  if (!entry.topic && (entry.action === 'dismiss' || entry.action === 'warn' || entry.action === 'reject')) return <>{t(ACCOUNT_ACTIONS[entry.action])}</>;
  const title = entry.topic ? isolated(unescapeText(entry.topic.title)) : t('moderation.topicGone');
  const what = t(TOPIC_ACTIONS[entry.action], { title });
  return entry.topic ? <Link href={topicPath(entry.topic.slug)}>{what}</Link> : <>{what}</>;
}

function Entry({ entry }: { entry: ModerationEntry }) {
  const t = useT('settings');
  return (
    <div className={styles.entry}>
      <p>
        <strong>
          <What entry={entry} />
        </strong>
      </p>
      <p className="muted">
        {entry.moderator ? t('moderation.by', { name: isolated(entry.moderator.username) }) : t('moderation.byModerator')}
        {' · '}
        <DayTime value={entry.timestamp} />
      </p>
      <p>{entry.reason ? t('moderation.reason', { reason: isolated(entry.reason) }) : t('moderation.noReason')}</p>
    </div>
  );
}

/**
 * A member's moderation log (issue 35): what moderators did to their topics and to them, and why, newest first;
 * the first page comes with the page, "Show more" asks for the next.
 */
export function ModerationLog({ uid, first }: { uid: number; first: ModerationLogPage }) {
  const t = useT('settings');
  const dispatch = useAppDispatch();
  const loadPage = useCallback((page: number) => dispatch(loadModerationLog({ uid, page })).unwrap(), [dispatch, uid]);
  const { list, itemOf, onLoadMore, onRetry } = usePagedItems({ first: first.items, hasMore: first.hasMore, idOf: (entry: ModerationEntry) => entry.id, loadPage });
  return (
    <PagedList
      label={t('moderation.label')}
      list={list}
      noun={t('moderation.noun')}
      renderItem={(id) => <Entry entry={itemOf(id)} />}
      renderSkeleton={skeletons}
      empty={<p className="muted">{t('moderation.empty')}</p>}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      focusSelector="a"
      autoLoad={false}
      showEnd={false}
    />
  );
}
