import { JoinInvite } from '@/components/invite/JoinInvite';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import { loadJoinPage, type JoinPageProps } from '@/server/ssr/join';

/** /join/{uid}/{timestamp} (R1.12, server/ssr/join.ts). */
export const getServerSideProps = withAppConfig(loadJoinPage);

export default function JoinPage(props: JoinPageProps) {
  const title = props.status === 'valid' ? 'You are invited' : 'Invite link';
  return (
    <main className="page page-narrow">
      <PageHead title={title} noindex />
      <JoinInvite {...props} />
    </main>
  );
}
