import { useState } from 'react';
import { NamedText, SaveButton, SHOWN_PART, VoteButton } from '@/components/posts';
import { Badge, Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { listIsLoading } from '@/store/lists';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn } from '@/store/selectors';
import { selectAnswers, selectMainPost, selectTopic, selectTopicPost } from '@/store/topic/selectors';
import { loadMoreAnswers } from '@/store/topic/thunks';
import { postElementId } from './focus';
import { AnswerItem } from './AnswerItem';
import type { TopicLabels } from './labels';
import { PostActions } from './PostActions';
import { PostByline } from './PostByline';
import { AcceptButton, AcceptedMarker, nameOf, ReplyBody } from './ReplyParts';
import { ReplyComposer } from './ReplyComposer';
import styles from './Topic.module.css';

/** One reply to the main post with its answers nested under it. */
export function QuestionItem({ pid, labels, faq }: { pid: number; labels: TopicLabels; faq: boolean }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const post = useAppSelector((state) => selectTopicPost(state, pid));
  const mainPost = useAppSelector(selectMainPost);
  const mayAccept = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.accept));
  const answers = useAppSelector((state) => selectAnswers(state, pid));
  const [editing, setEditing] = useState(false);
  const [reply, setReply] = useState<{ toPid: number; name: string | null } | null>(null);
  const loggedIn = useAppSelector(selectLoggedIn);
  // A visitor's Reply asks them to sign in first (R5.3), as vote and save do.
  const startReply = (toPid: number, to: string | null) =>
    loggedIn ? setReply({ toPid, name: to }) : dispatch(showModal({ name: 'login', props: { from: 'reply' } }));
  if (!post) return null;
  const name = nameOf(post);
  const accepted = faq && mainPost?.aid === pid;
  const noun = labels.reply;
  const replies = Math.max(post.replies ?? 0, answers.ids.length);
  const more = answers.status === 'hasMore' || (answers.status === 'loading' && answers.ids.length > 0);

  return (
    <li>
      <article
        id={postElementId(pid)}
        tabIndex={-1}
        className={`card ${styles.question} ${accepted ? styles.isAccepted : ''}`}
      >
        <h3 className="visually-hidden">{t('item.by', { noun, name })}</h3>
        <div className={styles.itemHead}>
          <PostByline post={post} />
          {post.localinserted && <Badge tone="accent">{t('item.new')}</Badge>}
          {accepted && <AcceptedMarker />}
        </div>
        <ReplyBody post={post} editing={editing} noun={noun} onDone={() => setEditing(false)} />
        {!editing && (
          <PostActions post={post} noun={noun} onEdit={() => setEditing(true)}>
            <VoteButton pid={pid} />
            <SaveButton pid={pid} />
            {faq && mayAccept && !post.deleted && mainPost && <AcceptButton pid={mainPost.pid} aid={pid} accepted={accepted} />}
            {!post.deleted && (
              <Button variant="secondary" aria-expanded={reply !== null} onClick={() => startReply(pid, null)}>
                <NamedText text={t('actions.reply', { name, ...SHOWN_PART })} />
              </Button>
            )}
          </PostActions>
        )}

        {(answers.ids.length > 0 || replies > 0) && (
          <section className={styles.answers} aria-label={t(labels.nestedTo, { name })}>
            <p className="muted" aria-live="polite">
              {t(labels.nestedCount, { count: replies })}
            </p>
            <ul className={styles.answerList}>
              {answers.ids.map((answerPid) => (
                <AnswerItem
                  key={answerPid}
                  pid={answerPid}
                  question={post}
                  labels={labels}
                  acceptHere={!faq}
                  mayAccept={mayAccept}
                  onReply={startReply}
                />
              ))}
            </ul>
            {more && (
              <Button
                variant="secondary"
                busy={listIsLoading(answers)}
                busyLabel={t('list.loading')}
                onClick={() => void dispatch(loadMoreAnswers(pid))}
              >
                {t(labels.nestedMore)}
              </Button>
            )}
            {answers.status === 'error' && (
              <p className="error" role="alert">
                {answers.error}
              </p>
            )}
          </section>
        )}

        {reply && (
          <ReplyComposer
            label={labels.nestedComposer}
            submitLabel={labels.nestedSubmit}
            toPid={reply.toPid}
            qid={pid}
            replyingTo={reply.name ?? undefined}
            autoFocus
            onDone={() => setReply(null)}
          />
        )}
      </article>
    </li>
  );
}
