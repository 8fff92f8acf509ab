import { ChatScreen } from '@/components/chat';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadChatRoomPage, type ChatRoomPageProps } from '@/server/ssr/chats';

/** /chats/{roomId}: one chat (issue 36); beside the list on wide screens, alone with a link back on phones. */
export const getServerSideProps = withAppConfig(loadChatRoomPage, { messages: ['chat'] });

export default function ChatRoomPage({ roomId }: ChatRoomPageProps) {
  const t = useT('chat');
  return (
    <main className="page">
      <PageHead title={t('title')} noindex />
      <h1 className="visually-hidden">{t('title')}</h1>
      <ChatScreen roomId={roomId} />
    </main>
  );
}
