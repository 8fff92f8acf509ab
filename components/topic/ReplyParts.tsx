import { lazyView } from '@/lib/react/lazyView';
import { Badge, Button, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { useAppDispatch } from '@/store/hooks';
import type { TopicPost } from '@/store/topic/selectors';
import { acceptAnswer } from '@/store/topic/thunks';
import type { PostNoun } from './labels';
import styles from './Topic.module.css';

/** The parts a reply to the main post and a reply inside it share (./QuestionItem.tsx, ./AnswerItem.tsx). */

// A reply's edit form loads when its author first opens it.
const EditReply = lazyView(() => import('./EditReply').then((m) => m.EditReply), { ssr: false });

export const nameOf = (post: TopicPost) => displayName(post.user ?? { fullname: post.userFullname, username: post.username });

/** Accept or unaccept `aid` as the answer of `pid` (shown when privileges.accept). */
export function AcceptButton({ pid, aid, accepted }: { pid: number; aid: number; accepted: boolean }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void run(() => dispatch(acceptAnswer({ pid, aid, answered: !accepted })))}>
      {accepted ? t('item.unaccept') : t('item.accept')}
    </Button>
  );
}

export function AcceptedMarker() {
  const t = useT('topic');
  return (
    <Badge tone="success" icon="check">
      {t('item.accepted')}
    </Badge>
  );
}

/** The content of a reply: deleted note, inline edit form or the server's sanitised HTML. */
export function ReplyBody({ post, editing, noun, onDone }: { post: TopicPost; editing: boolean; noun: PostNoun; onDone: () => void }) {
  const t = useT('topic');
  if (post.deleted) return <p className={styles.deleted}>{t('main.deleted')}</p>;
  if (editing) return <EditReply post={post} noun={noun} onDone={onDone} />;
  // The server rendered this HTML from Markdown and sanitised it.
  return <div dir="auto" className="content" dangerouslySetInnerHTML={{ __html: post.content }} />;
}
