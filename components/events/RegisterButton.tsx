import { Button, focusReturn, keepFocusOn, useSubmit } from '@/components/ui';
import type { EventData } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { cancelEventRegistration, openEventRegistration } from '@/store/events/actions';
import { selectEvent } from '@/store/feed/cache';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Events.module.css';

/** What the registration control offers for an event as the viewer sees it (R4.11, R6.3). */
export type RegisterState = 'host' | 'participant' | 'waitlisted' | 'register' | 'waitlist' | 'closed';

function registerState(event: Pick<EventData, 'current_user_role' | 'event_lifecycle' | 'event_status' | 'seats_left'>): RegisterState {
  // A cancelled event (deleted after members registered) reads so for everyone, its registrants first.
  if (event.event_lifecycle === 'cancelled') return 'closed';
  if (event.current_user_role === 'host') return 'host';
  if (event.current_user_role === 'participant') return 'participant';
  if (event.current_user_role === 'waitlisted') return 'waitlisted';
  if (event.event_status !== 'published' || event.event_lifecycle === 'ended') return 'closed';
  return event.seats_left === 0 ? 'waitlist' : 'register';
}

/**
 * Register, join the waitlist, or cancel (R4.11). Registering opens the event-register dialog
 * (R2.1) for the time zone; visitors sign in first. The server decides seat or waitlist and its
 * answer updates the event everywhere it shows. Registering and cancelling replace the button with
 * the other one: both carry one focus-return key, so focus moves to the new button (after the
 * dialog closes, or at once after cancelling) instead of the top of the page.
 */
export function RegisterButton({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const event = useAppSelector((state) => selectEvent(state, id));
  const { busy, run } = useSubmit();
  if (!event) return null;
  const focusKey = `event-registration-${id}`;
  const state = registerState(event);
  switch (state) {
    case 'host':
      return <span className={styles.role}>{t('register.hosting')}</span>;
    case 'closed':
      return (
        <span className={styles.role}>
          {event.event_lifecycle === 'cancelled' ? t('register.cancelled') : event.event_lifecycle === 'ended' ? t('register.ended') : t('register.notOpen')}
        </span>
      );
    case 'participant':
    case 'waitlisted':
      return (
        <>
          <span className={styles.role} data-testid={`event-role-${id}`}>
            {state === 'participant' ? t('register.registered') : t('register.waitlisted')}
          </span>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('register.cancelling')}
            onClick={() => void run(() => dispatch(cancelEventRegistration(id)).unwrap()).then((done) => done && keepFocusOn(focusKey))}
            data-testid={`event-cancel-${id}`}
            {...focusReturn(focusKey)}
          >
            {state === 'participant' ? t('register.cancel') : t('register.leaveWaitlist')}
          </Button>
        </>
      );
    default:
      return (
        <Button onClick={() => dispatch(openEventRegistration(id))} data-testid={`event-register-${id}`} {...focusReturn(focusKey)}>
          {state === 'waitlist' ? t('register.joinWaitlist') : t('register.register')}
        </Button>
      );
  }
}
