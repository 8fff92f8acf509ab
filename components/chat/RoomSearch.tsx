import { useId, useState, type FormEvent } from 'react';
import { Button, keepFocusOn, useSubmit } from '@/components/ui';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { searchChatMessages } from '@/services/chat';
import { FoundMessage } from './FoundMessage';
import { foundKey, RoomSearchResults } from './RoomSearchResults';
import styles from './RoomSearch.module.css';

interface Found {
  term: string;
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * Searching a room's history (issue 36): a labelled search field above the messages; the matches,
 * newest first, with "More results" for older ones; choosing one shows it in the room's history
 * (the page ending at it) until "Back to the results". A refusal (a term too short) is said as the
 * API words it. The state is the component's own: nothing else reads it.
 */
export function RoomSearch({ roomId }: { roomId: number }) {
  const t = useT('chat');
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const { busy, error, run } = useSubmit();

  function search(event: FormEvent) {
    event.preventDefault();
    const asked = term.trim();
    setShown(null);
    void run(async () => setFound({ term: asked, ...(await searchChatMessages(roomId, asked)) }));
  }

  function more() {
    if (!found) return;
    void run(async () => {
      const page = await searchChatMessages(roomId, found.term, found.messages.at(-1)?.mid);
      setFound({ term: found.term, messages: [...found.messages, ...page.messages], hasMore: page.hasMore });
    });
  }

  function clear() {
    setFound(null);
    setShown(null);
    setTerm('');
  }

  function back() {
    if (shown !== null) keepFocusOn(foundKey(shown));
    setShown(null);
  }

  return (
    <div className={styles.search}>
      <form role="search" aria-label={t('search.label')} className={styles.form} onSubmit={search}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.term')}
        </label>
        <input id={inputId} type="search" className={styles.input} value={term} placeholder={t('search.term')} onChange={(e) => setTerm(e.target.value)} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('search.submit')}
        </Button>
        {found && (
          <Button variant="ghost" onClick={clear}>
            {t('search.clear')}
          </Button>
        )}
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {found && shown !== null && <FoundMessage roomId={roomId} mid={shown} onBack={back} />}
      {found && shown === null && <RoomSearchResults {...found} busy={busy} onShow={setShown} onMore={more} />}
    </div>
  );
}
