import { ComposePage } from '@/components/composer/ComposePage';
import { composeHeading } from '@/components/composer/model';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import type { ComposePageProps } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { loadComposePage } from '@/server/ssr/compose';

/** /compose: a new topic, or `?pid=` to edit a main post or resume a draft (server/ssr/compose.ts). */
export const getServerSideProps = withAppConfig(loadComposePage, { messages: ['account', 'projects', 'composer'] });

export default function Compose(props: ComposePageProps) {
  const t = useT('composer');
  const editing = props.state === 'ok' && props.editing;
  return (
    <main className="page">
      <PageHead title={t(composeHeading(editing))} noindex />
      <ComposePage {...props} />
    </main>
  );
}
