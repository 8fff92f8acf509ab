import { ChatScreen } from '@/components/chat';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadChatsPage } from '@/server/ssr/chats';

/** /chats: the member's chats (issue 36; visitors sign in first). */
export const getServerSideProps = withAppConfig(loadChatsPage, { messages: ['chat'] });

export default function ChatsPage() {
  const t = useT('chat');
  return (
    <main className="page">
      <PageHead title={t('title')} noindex />
      <h1>{t('title')}</h1>
      <ChatScreen roomId={null} />
    </main>
  );
}
