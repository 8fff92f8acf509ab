import { useState } from 'react';
import { NamedText, SHOWN_PART, VoteButton } from '@/components/posts';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { useAppSelector } from '@/store/hooks';
import { selectTopicPost, type TopicPost } from '@/store/topic/selectors';
import { postElementId } from './focus';
import type { TopicLabels } from './labels';
import { PostActions } from './PostActions';
import { PostByline } from './PostByline';
import { AcceptButton, AcceptedMarker, nameOf, ReplyBody } from './ReplyParts';
import styles from './Topic.module.css';

interface AnswerItemProps {
  pid: number;
  question: TopicPost;
  labels: TopicLabels;
  /** Accepting happens here (not on faq topics, whose answers are the replies to the main post). */
  acceptHere: boolean;
  mayAccept: boolean;
  onReply: (toPid: number, name: string) => void;
}

/** A reply inside a question's thread, with the answer it quotes. */
export function AnswerItem({ pid, question, labels, acceptHere, mayAccept, onReply }: AnswerItemProps) {
  const t = useT('topic');
  const post = useAppSelector((state) => selectTopicPost(state, pid));
  const [editing, setEditing] = useState(false);
  if (!post) return null;
  const name = nameOf(post);
  const accepted = acceptHere && question.aid === pid;
  const parent = post.quoteparent;
  return (
    <li>
      <article id={postElementId(pid)} tabIndex={-1} className={`${styles.answer} ${accepted ? styles.isAccepted : ''}`}>
        <h4 className="visually-hidden">{t('item.by', { noun: labels.nestedOne, name })}</h4>
        <div className={styles.itemHead}>
          <PostByline post={post} size={24} />
          {accepted && <AcceptedMarker />}
        </div>
        {parent && (
          <blockquote className={styles.quote}>
            <a href={`#${postElementId(parent.pid)}`}>{t('composer.replyingTo', { name: displayName(parent.user) })}</a>: {parent.excerpt}
          </blockquote>
        )}
        <ReplyBody post={post} editing={editing} noun={labels.nestedOne} onDone={() => setEditing(false)} />
        {!editing && (
          <PostActions post={post} noun={labels.nestedOne} onEdit={() => setEditing(true)}>
            <VoteButton pid={pid} />
            {acceptHere && mayAccept && !post.deleted && <AcceptButton pid={question.pid} aid={pid} accepted={accepted} />}
            {!post.deleted && (
              <Button variant="secondary" onClick={() => onReply(pid, name)}>
                <NamedText text={t('actions.reply', { name, ...SHOWN_PART })} />
              </Button>
            )}
          </PostActions>
        )}
      </article>
    </li>
  );
}
