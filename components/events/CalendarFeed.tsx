import { useState } from 'react';
import { Button, Field, useSubmit } from '@/components/ui';
import type { CalendarFeedLink } from '@/lib/events/calendarLinks';
import { useT } from '@/lib/i18n/useT';
import { fetchCalendarFeedLink, resetCalendarFeedLink } from '@/services/events';
import styles from './Events.module.css';

/**
 * R1.3, R7.3: the member's private calendar feed on My events. The address is asked for only when
 * the member wants it (it is a credential: anyone with it reads the member's events), opens in a
 * calendar app as a subscription (webcal://), and can be reset, which stops every earlier address.
 */
export function CalendarFeed() {
  const t = useT('events');
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const { busy, error, run } = useSubmit();
  const show = () => void run(async () => setLink(await fetchCalendarFeedLink()));
  const reset = () => {
    if (window.confirm(t('calendarFeed.resetConfirm'))) {
      void run(async () => setLink(await resetCalendarFeedLink()));
    }
  };
  return (
    <section className={styles.calendarFeed} aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">{t('calendarFeed.title')}</h2>
      <p className="muted">{t('calendarFeed.intro')}</p>
      {link ? (
        <>
          <a href={link.webcal} className={styles.calendarFeedLink} data-testid="calendar-feed-subscribe">
            {t('calendarFeed.subscribe')}
          </a>
          <Field label={t('calendarFeed.address')}>
            {(props) => <input {...props} type="url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />}
          </Field>
          <Button variant="secondary" busy={busy} onClick={reset}>
            {t('calendarFeed.reset')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" busy={busy} onClick={show} data-testid="calendar-feed-show">
          {t('calendarFeed.show')}
        </Button>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
