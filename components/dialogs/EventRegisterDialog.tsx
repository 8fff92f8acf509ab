import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * Event registration (R2.1, 'eventRegister'). This is the shell the events capability completes:
 * it receives these props and puts its registration form in `children` (or replaces
 * `EventRegisterBody`). Until then it says clearly that registration is not available here yet.
 */
interface EventRegisterDialogProps {
  /** The event to register for (showModal props.eventId). */
  eventId?: number;
  /** The event's title, when the caller knows it. */
  eventTitle?: string;
  onClose: () => void;
  /** The registration form, supplied by the events capability. */
  children?: ReactNode;
}

/** What the dialog shows until the registration form exists. */
function EventRegisterBody({ eventId }: Pick<EventRegisterDialogProps, 'eventId'>) {
  return (
    <p>
      {eventId !== undefined ? `Registration for event #${eventId} ` : 'Event registration '}
      is not open in this dialog yet. Please check the event page for how to take part.
    </p>
  );
}

function EventRegisterDialog({ eventId, eventTitle, onClose, children }: EventRegisterDialogProps) {
  return (
    <Dialog title={eventTitle ? `Register for ${eventTitle}` : 'Register for the event'} onClose={onClose}>
      <div className={styles.form} data-event-id={eventId}>
        {children ?? <EventRegisterBody eventId={eventId} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The host's entry: showModal({ name: 'eventRegister', props: { eventId } }). */
export function EventRegisterModal({ props, onClose }: DialogComponentProps<'eventRegister'>) {
  const { eventId, eventTitle } = props;
  return <EventRegisterDialog eventId={eventId} eventTitle={eventTitle} onClose={onClose} />;
}
