import { useMemo, useState, type FormEvent } from 'react';
import { Button, Field, FormError, useSubmit } from '@/components/ui';
import { timeZoneChoices, timeZoneOrUtc } from '@/lib/events/display';
import { formatEventDateIn, timeZoneLabel } from '@/lib/events/zones';
import { guessTimezone } from '@/lib/events/rules';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
import { registerForEvent } from '@/store/events/actions';
import { selectEvent } from '@/store/feed/cache';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { addToast } from '@/store/toasts/slice';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * Event registration (R2.1, 'eventRegister', R4.11): the member chooses the time zone they follow
 * the event in (their browser's by default), sees the start in it, and registers. The server
 * decides seat or waitlist; the answer updates the event everywhere it shows and a toast says which.
 */
export function EventRegisterModal({ props, onClose }: DialogComponentProps<'eventRegister'>) {
  const t = useT('dialogs');
  const { eventId, eventTitle } = props;
  const dispatch = useAppDispatch();
  const event = useAppSelector((state) => (eventId === undefined ? undefined : selectEvent(state, eventId)));
  const [timezone, setTimezone] = useState(() => timeZoneOrUtc(props.timezone ?? guessTimezone()));
  const zones = useMemo(() => {
    const all = timeZoneChoices();
    return all.includes(timezone) ? all : [timezone, ...all];
  }, [timezone]);
  const { busy, error, run } = useSubmit({ stayBusyOnSuccess: true });
  const title = event?.title ?? eventTitle;
  const full = event?.seats_left === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (eventId === undefined) return;
    void run(async () => {
      const { role } = await dispatch(registerForEvent({ id: eventId, timezone })).unwrap();
      dispatch(addToast(said('dialogs', role === 'waitlisted' ? 'event.waitlisted' : 'event.registered'), 'success'));
      onClose();
    });
  };

  return (
    <Dialog title={title ? t('event.title', { title }) : t('event.titleUnknown')} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined} data-event-id={eventId}>
        {full && <p className={styles.lead}>{t('event.full')}</p>}
        <Field label={t('event.zone')} hint={t('event.zoneHint')}>
          {(control) => (
            <select {...control} name="timezone" value={timezone} onChange={(e) => setTimezone(e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        {event && (
          <p className={styles.lead} data-testid="event-register-time">
            {t('event.starts', { date: formatEventDateIn(event.timestamp, timezone), zone: timeZoneLabel(event.timestamp, timezone) })}
          </p>
        )}
        <FormError message={error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('event.registering')} disabled={eventId === undefined}>
            {t(full ? 'event.waitlist' : 'event.register')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
