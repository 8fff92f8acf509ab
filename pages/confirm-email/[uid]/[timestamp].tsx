import { AccountLinkOutcome } from '@/components/account/AccountLinkOutcome';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadConfirmEmailPage, type AccountLinkPageProps } from '@/server/ssr/accountLinks';

/** /confirm-email/{uid}/{timestamp}?sig= (issue 35, server/ssr/accountLinks.ts): the link of the confirmation mail. */
// A refused link says why in its first render, so the page carries the error catalogue.
export const getServerSideProps = withAppConfig(loadConfirmEmailPage, { messages: ['account', 'errors'] });

export default function ConfirmEmailPage(props: AccountLinkPageProps) {
  const t = useT('account');
  return (
    <main className="page page-narrow">
      <PageHead title={t('links.confirm.title')} noindex />
      <AccountLinkOutcome {...props} />
    </main>
  );
}
