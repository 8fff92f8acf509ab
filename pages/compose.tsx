import { ComposePage } from '@/components/composer/ComposePage';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import type { ComposePageProps } from '@/lib/discussions/types';
import { loadComposePage } from '@/server/ssr/compose';

/** /compose: a new topic, or `?pid=` to edit a main post or resume a draft (server/ssr/compose.ts). */
export const getServerSideProps = withAppConfig(loadComposePage, { messages: ['account', 'projects'] });

export default function Compose(props: ComposePageProps) {
  const editing = props.state === 'ok' && props.editing;
  return (
    <main className="page">
      <PageHead title={editing ? (editing.draft ? 'Edit draft' : 'Edit post') : 'New post'} noindex />
      <ComposePage {...props} />
    </main>
  );
}
