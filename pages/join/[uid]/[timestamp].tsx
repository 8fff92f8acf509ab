import { JoinInvite } from '@/components/invite/JoinInvite';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadJoinPage, type JoinPageProps } from '@/server/ssr/join';

/** /join/{uid}/{timestamp} (R1.12, server/ssr/join.ts). */
// An invalid link's page says why in its first render, so it carries the error catalogue (lib/i18n/catalogues.ts).
export const getServerSideProps = withAppConfig(loadJoinPage, { messages: ['account', 'errors'] });

export default function JoinPage(props: JoinPageProps) {
  const t = useT('account');
  const title = t(props.status === 'valid' ? 'page.invited' : 'page.inviteLink');
  return (
    <main className="page page-narrow">
      <PageHead title={title} noindex />
      <JoinInvite {...props} />
    </main>
  );
}
