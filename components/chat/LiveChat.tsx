import { lazyView } from '@/lib/react/lazyView';
import { joinPageLanguage } from '@/lib/i18n/load';
import { useT } from '@/lib/i18n/useT';

function LiveChatLoading() {
  const t = useT('events');
  return (
    <p role="status" className="muted">
      {t('live.chatLoading')}
    </p>
  );
}

// The chat's code, its store and its messages load with a live event's page only (no page but the chat pages carries them).
const LiveChatRoom = lazyView(() => Promise.all([import('./LiveChatRoom'), joinPageLanguage('chat')]).then(([room]) => room.LiveChatRoom), {
  ssr: false,
  loading: LiveChatLoading,
});

/** A live event's chat (issue 36), for the event's live room: loaded in the browser, since it is live. */
export function LiveChat({ id }: { id: number }) {
  return <LiveChatRoom eventId={id} />;
}
