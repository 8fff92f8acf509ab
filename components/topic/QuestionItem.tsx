import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SaveButton, VoteButton } from '@/components/posts';
import { Badge, Button, useSubmit } from '@/components/ui';
import { displayName } from '@/lib/names';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { listIsLoading } from '@/store/lists';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { selectAnswers, selectMainPost, selectTopic, selectTopicPost, type TopicPost } from '@/store/topic/selectors';
import { acceptAnswer, loadMoreAnswers } from '@/store/topic/thunks';
import { postElementId } from './focus';
import { countLabel, type TopicLabels } from './labels';
import { PostActions } from './PostActions';
import { PostByline } from './PostByline';
import { ReplyComposer } from './ReplyComposer';
import styles from './Topic.module.css';

// A reply's edit form loads when its author first opens it.
const EditReply = dynamic(() => import('./EditReply').then((m) => m.EditReply), { ssr: false });

const nameOf = (post: TopicPost) => displayName(post.user ?? { fullname: post.userFullname, username: post.username });

/** Accept or unaccept `aid` as the answer of `pid` (shown when privileges.accept). */
function AcceptButton({ pid, aid, accepted }: { pid: number; aid: number; accepted: boolean }) {
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void run(() => dispatch(acceptAnswer({ pid, aid, answered: !accepted })))}>
      {accepted ? 'Unaccept answer' : 'Accept answer'}
    </Button>
  );
}

function AcceptedMarker() {
  return (
    <Badge tone="success" icon="check">
      Accepted answer
    </Badge>
  );
}

/** The content of a reply: deleted note, inline edit form or the server's sanitised HTML. */
function ReplyBody({ post, editing, noun, onDone }: { post: TopicPost; editing: boolean; noun: string; onDone: () => void }) {
  if (post.deleted) return <p className={styles.deleted}>This post was deleted</p>;
  if (editing) return <EditReply post={post} noun={noun} onDone={onDone} />;
  // The server rendered this HTML from Markdown and sanitised it.
  return <div dir="auto" className="content" dangerouslySetInnerHTML={{ __html: post.content }} />;
}

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
function AnswerItem({ pid, question, labels, acceptHere, mayAccept, onReply }: AnswerItemProps) {
  const post = useAppSelector((state) => selectTopicPost(state, pid));
  const [editing, setEditing] = useState(false);
  if (!post) return null;
  const name = nameOf(post);
  const accepted = acceptHere && question.aid === pid;
  const parent = post.quoteparent;
  return (
    <li>
      <article id={postElementId(pid)} tabIndex={-1} className={`${styles.answer} ${accepted ? styles.isAccepted : ''}`}>
        <h4 className="visually-hidden">
          {labels.nestedOne.charAt(0).toUpperCase() + labels.nestedOne.slice(1)} by {name}
        </h4>
        <div className={styles.itemHead}>
          <PostByline post={post} size={24} />
          {accepted && <AcceptedMarker />}
        </div>
        {parent && (
          <blockquote className={styles.quote}>
            <a href={`#${postElementId(parent.pid)}`}>Replying to {displayName(parent.user)}</a>: {parent.excerpt}
          </blockquote>
        )}
        <ReplyBody post={post} editing={editing} noun={labels.nestedOne} onDone={() => setEditing(false)} />
        {!editing && (
          <PostActions post={post} noun={labels.nestedOne} onEdit={() => setEditing(true)}>
            <VoteButton pid={pid} />
            {acceptHere && mayAccept && !post.deleted && <AcceptButton pid={question.pid} aid={pid} accepted={accepted} />}
            {!post.deleted && (
              <Button variant="secondary" onClick={() => onReply(pid, name)}>
                Reply<span className="visually-hidden"> to {name}</span>
              </Button>
            )}
          </PostActions>
        )}
      </article>
    </li>
  );
}

/** One reply to the main post with its answers nested under it. */
export function QuestionItem({ pid, labels, faq }: { pid: number; labels: TopicLabels; faq: boolean }) {
  const dispatch = useAppDispatch();
  const post = useAppSelector((state) => selectTopicPost(state, pid));
  const mainPost = useAppSelector(selectMainPost);
  const mayAccept = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.accept));
  const answers = useAppSelector((state) => selectAnswers(state, pid));
  const [editing, setEditing] = useState(false);
  const [reply, setReply] = useState<{ toPid: number; name: string | null } | null>(null);
  const { loggedIn } = useAppSelector(selectLogin);
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
        <h3 className="visually-hidden">
          {noun.charAt(0).toUpperCase() + noun.slice(1)} by {name}
        </h3>
        <div className={styles.itemHead}>
          <PostByline post={post} />
          {post.localinserted && <Badge tone="accent">New</Badge>}
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
                Reply<span className="visually-hidden"> to {name}</span>
              </Button>
            )}
          </PostActions>
        )}

        {(answers.ids.length > 0 || replies > 0) && (
          <section className={styles.answers} aria-label={`${labels.nested} to ${name}`}>
            <p className="muted" aria-live="polite">
              {countLabel(replies, labels.nestedOne)}
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
                busyLabel="Loading…"
                onClick={() => void dispatch(loadMoreAnswers(pid))}
              >
                {`Show more ${labels.nested.toLowerCase()}`}
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
            submitLabel={`Post ${labels.nestedOne}`}
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
