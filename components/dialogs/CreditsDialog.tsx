import { useCallback, useEffect, useId, useState } from 'react';
import { Button, FormError, useSubmit } from '@/components/ui';
import { formatShortDay, isoDay } from '@/lib/dates';
import { keyAsWords } from '@/lib/text';
import { CREDIT_REASON_KEY, type CreditReason } from '@/lib/rewards/types';
import type { CreditEntry, Credits } from '@/services/rewards';
import { useLocale, useT } from '@/lib/i18n/useT';
import { loadCredits } from '@/store/forms/thunks';
import { useAppDispatch } from '@/store/hooks';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/** How many of the latest entries the dialog lists. */
const CREDIT_ENTRIES_SHOWN = 10;

/** A reason's line in the page's language; a reason this version does not know, as the ledger spells it. */
function useReasonText(): (reason: string) => string {
  const t = useT('dialogs');
  return (reason) => (Object.prototype.hasOwnProperty.call(CREDIT_REASON_KEY, reason) ? t(CREDIT_REASON_KEY[reason as CreditReason]) : keyAsWords(reason));
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** Points, signed, with their unit for screen readers. */
function Points({ points }: { points: number }) {
  const t = useT('dialogs');
  return (
    <span className={styles.points}>
      {signed(points)}
      <span className="visually-hidden"> {t('credits.unit')}</span>
    </span>
  );
}

function Entry({ entry }: { entry: CreditEntry }) {
  const reasonText = useReasonText();
  const locale = useLocale();
  const when = isoDay(entry.created_at);
  return (
    <li>
      <span className={styles.entryMain}>
        <span>{reasonText(entry.reason)}</span>
        {when && (
          <time className="muted" dateTime={when}>
            {formatShortDay(entry.created_at, locale)}
          </time>
        )}
      </span>
      <Points points={entry.points} />
    </li>
  );
}

function Loading() {
  const t = useT('dialogs');
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('credits.loading')}</span>
      <span className={`skeleton ${styles.skeletonTotal}`} aria-hidden="true" />
      {[0, 1, 2].map((line) => (
        <span key={line} className={`skeleton ${styles.skeletonLine}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * The member's reward credits (DECISIONS.md): the total, the latest entries and how credits are
 * earned, from GET /api/rewards/v1/credits. Visitors are sent to the login dialog by the host.
 */
export function CreditsDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  const reasonText = useReasonText();
  const dispatch = useAppDispatch();
  const [credits, setCredits] = useState<Credits | null>(null);
  const { error, run } = useSubmit();
  const id = useId();

  const fetchCredits = useCallback(
    () =>
      void run(async () => {
        setCredits(await dispatch(loadCredits()).unwrap());
      }),
    [dispatch, run],
  );

  useEffect(() => fetchCredits(), [fetchCredits]);

  return (
    <Dialog title={t('credits.title')} onClose={onClose} size="wide">
      {!credits && !error && <Loading />}
      {error && (
        <div className="stack">
          <FormError message={t('credits.failed', { error })} />
          <div className={styles.actions}>
            <Button onClick={fetchCredits}>{t('credits.retry')}</Button>
          </div>
        </div>
      )}
      {credits && (
        <>
          <p className={styles.total}>
            <span className={styles.totalValue}>{credits.total}</span>
            <span>{t('credits.total', { count: credits.total })}</span>
          </p>
          <section className={styles.section} aria-labelledby={`${id}-latest`}>
            <h3 id={`${id}-latest`}>{t('credits.latest')}</h3>
            {credits.entries.length === 0 ? (
              <p className="muted">{t('credits.none')}</p>
            ) : (
              <ul className={styles.list}>
                {credits.entries.slice(0, CREDIT_ENTRIES_SHOWN).map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </section>
          {credits.rules.length > 0 && (
            <section className={styles.section} aria-labelledby={`${id}-rules`}>
              <h3 id={`${id}-rules`}>{t('credits.rules')}</h3>
              <ul className={styles.list}>
                {credits.rules.map((rule) => (
                  <li key={rule.reason}>
                    <span>{reasonText(rule.reason)}</span>
                    <Points points={rule.points} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
