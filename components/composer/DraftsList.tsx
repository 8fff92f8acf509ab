import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { Button, Card } from '@/components/ui';
import { formatLocalDateTime } from '@/lib/dates';
import { postTypeName } from '@/lib/discussions/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { loadDrafts, selectComposer, selectDraftPosts } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Composer.module.css';

/** "Your drafts": the member's draft topics; each opens in the composer (`/compose?pid=`). */
export function DraftsList({ currentPid }: { currentPid: number | null }) {
  const t = useT('composer');
  const names = useT('common');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectComposer).drafts;
  const drafts = useAppSelector(selectDraftPosts);

  useEffect(() => {
    void dispatch(loadDrafts());
  }, [dispatch]);

  return (
    <Card className={styles.drafts} aria-labelledby="composer-drafts" aria-busy={list.status === 'loading'}>
      <h2 id="composer-drafts">{t('drafts.title')}</h2>
      {list.status === 'loading' && drafts.length === 0 && <p className="muted">{t('drafts.loading')}</p>}
      {list.status === 'error' && (
        <div role="alert" className="stack">
          <p className="error">{list.error}</p>
          <Button variant="secondary" onClick={() => void dispatch(loadDrafts())}>
            {t('retry')}
          </Button>
        </div>
      )}
      {list.status !== 'loading' && list.status !== 'error' && drafts.length === 0 && <p className="muted">{t('drafts.none')}</p>}
      {drafts.length > 0 && (
        <ul className={styles.draftList}>
          {drafts.map((draft) => {
            const type = postTypeName(draft.postType, names);
            const when = formatLocalDateTime(draft.edited || draft.timestamp, locale);
            return (
              <li key={draft.pid}>
                <Link href={`/compose?pid=${draft.pid}`} aria-current={draft.pid === currentPid ? 'page' : undefined}>
                  <bdi>{unescapeText(draft.title) || t('drafts.untitled')}</bdi>
                </Link>
                <span className={styles.draftMeta}>
                  {when ? t('drafts.meta', { type, when }) : type}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
