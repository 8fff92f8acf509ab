import { LiveChat } from '@/components/chat';
import { useT } from '@/lib/i18n/useT';
import { LiveStream } from './LiveStream';
import { QaQueue } from './QaQueue';
import styles from './Live.module.css';

/**
 * An event's page while it is live (issue 36; docs/features/events.md "The live room"): the host's
 * stream, the live chat (registrants write, everyone who may see the event reads) and the Q&A
 * queue. The event page shows it while `isLiveRoomOpen` (lib/events/rules.ts), so it comes and goes
 * with the event's lifecycle (`event:lifecycle` updates the event), and its code loads only then.
 */
export function LiveRoom({ id }: { id: number }) {
  const t = useT('events');

  return (
    <section className={styles.live} aria-labelledby="event-live">
      <h2 id="event-live">{t('live.title')}</h2>
      <LiveStream id={id} />
      <div className={styles.columns}>
        <LiveChat id={id} />
        <QaQueue id={id} />
      </div>
    </section>
  );
}
