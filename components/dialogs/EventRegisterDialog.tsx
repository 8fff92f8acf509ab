import { useMemo, useState, type FormEvent } from 'react';
import { Button, Field, FormError, useSubmit } from '@/components/ui';
import { timeZoneChoices, timeZoneOrUtc } from '@/lib/events/display';
import { formatEventDateIn, timeZoneLabel } from '@/lib/events/zones';
import { guessTimezone } from '@/lib/events/rules';
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
      dispatch(addToast(role === 'waitlisted' ? 'You are on the waitlist' : 'You are registered', 'success'));
      onClose();
    });
  };

  return (
    <Dialog title={title ? `Register for ${title}` : 'Register for the event'} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined} data-event-id={eventId}>
        {full && <p className={styles.lead}>Every seat is taken: you join the waitlist and get a seat when one frees up.</p>}
        <Field label="Your time zone" hint="Reminders and the calendar use it.">
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
            Starts {formatEventDateIn(event.timestamp, timezone)} ({timeZoneLabel(event.timestamp, timezone)})
          </p>
        )}
        <FormError message={error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel="Registering…" disabled={eventId === undefined}>
            {full ? 'Join the waitlist' : 'Register'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
