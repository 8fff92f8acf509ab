import { useEffect, useRef, useState } from 'react';
import { Button, focusReturn, useSubmit } from '@/components/ui';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { fetchChatMessages } from '@/services/chat';
import { ChatTime } from './ChatTime';
import { foundKey } from './RoomSearchResults';
import styles from './RoomSearch.module.css';

/**
 * A message found by the room's search, in the room's history (issue 36): the page of history that
 * ends at it (`GET …/messages?before={mid + 1}`), scrolled to it, marked and focused, with the
 * way back to the results.
 */
export function FoundMessage({ roomId, mid, onBack }: { roomId: number; mid: number; onBack: () => void }) {
  const t = useT('chat');
  const [page, setPage] = useState<ChatMessage[] | null>(null);
  const { error, run } = useSubmit();
  const target = useRef<HTMLLIElement>(null);

  useEffect(() => {
    void run(async () => setPage((await fetchChatMessages(roomId, mid + 1)).messages));
  }, [roomId, mid, run]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [page]);

  return (
    <section className={styles.context} aria-label={t('search.context')}>
      <Button variant="secondary" onClick={onBack} {...focusReturn(foundKey(mid))}>
        {t('search.back')}
      </Button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && (
        <p role="status" className="muted">
          {t('search.loading')}
        </p>
      )}
      {page && (
        <ol className={styles.contextList}>
          {page.map((message) => {
            const found = message.mid === mid;
            return (
              <li key={message.mid} ref={found ? target : undefined} tabIndex={found ? -1 : undefined} aria-current={found ? 'true' : undefined} className={found ? styles.target : undefined}>
                <p className={styles.head}>
                  <span className={styles.author}>{message.author.username}</span> <ChatTime timestamp={message.timestamp} className="muted" />
                </p>
                {message.deleted ? (
                  <p className="muted">{t('message.deleted')}</p>
                ) : (
                  <div className="content" dir="auto" dangerouslySetInnerHTML={{ __html: message.html }} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
