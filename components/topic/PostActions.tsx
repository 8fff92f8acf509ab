import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/Link';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, buttonClass, useSubmit } from '@/components/ui';
import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { flagPost, sendReview, setPostDeleted } from '@/store/topic/thunks';
import { ActionBar, returnFocus } from './ActionBar';
import { focusPost } from './focus';
import { lengthError } from './textChecks';

// The forms under the bar load when one first opens (a reader who only reads never needs them).
const DeletePanel = dynamic(() => import('./PostPanels').then((m) => m.DeletePanel), { ssr: false });
const PanelForm = dynamic(() => import('./PostPanels').then((m) => m.PanelForm), { ssr: false });

/** Who may change a post: its author, or a moderator (the server checks again). */
function useMayChange(post: Pick<PostData, 'uid'>): boolean {
  const { loggedIn, uid } = useAppSelector(selectLogin);
  const moderate = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.moderate));
  return loggedIn && (moderate || (uid > 0 && post.uid === uid));
}

type Panel = 'delete' | 'flag' | 'review';

interface PostActionsProps {
  post: PostData;
  /** The controls every reader sees first (vote, save, follow, reply …). */
  children: ReactNode;
  /** The main post is edited in the composer; replies inline. */
  isMain?: boolean;
  /** Starts the inline edit of a reply. */
  onEdit?: () => void;
  /** What the post is called in button names ("post", "question", "answer"). */
  noun?: string;
  /** Offers "Review this topic" (the main post). */
  reviewable?: boolean;
  /** Controls that lead the secondary ones (folded behind "More" on narrow screens), e.g. Pin. */
  secondary?: ReactNode;
  /** Controls that close the secondary ones, e.g. the topic's Mute toggle. */
  trailing?: ReactNode;
}

/**
 * A post's action bar: the given controls, then edit, delete or restore (author or moderator),
 * flag (members, not their own posts) and review (the topic), whose forms open under the bar.
 */
export function PostActions({ post, children, isMain = false, onEdit, noun = 'post', reviewable = false, secondary, trailing }: PostActionsProps) {
  const id = useId();
  const { loggedIn, uid } = useAppSelector(selectLogin);
  const mayChange = useMayChange(post);
  // The open form and the button that opened it (focus goes back there when it closes).
  const [open, setOpen] = useState<{ panel: Panel; opener: HTMLElement } | null>(null);
  const panel = open?.panel ?? null;
  const [done, setDone] = useState<{ flag?: boolean; review?: boolean }>({});
  const moreButton = useRef<HTMLButtonElement>(null);
  const own = loggedIn && post.uid === uid;
  const panelId = `${id}-panel`;

  const toggle = (which: Panel, opener: HTMLElement) => setOpen((current) => (current?.panel === which ? null : { panel: which, opener }));
  const status = useRef<HTMLParagraphElement>(null);
  /** Closes the open form; focus goes back to its opener, or to what replaced it once it is done. */
  const close = (which: Panel, sent = false) => {
    setOpen(null);
    if (!sent) returnFocus(open?.opener ?? null, moreButton.current);
    else if (which === 'delete') focusPost(post.pid);
    else setDone((value) => ({ ...value, [which]: true }));
  };
  useEffect(() => {
    if (done.flag || done.review) status.current?.focus();
  }, [done]);
  const opens = (which: Panel) => ({
    'aria-expanded': panel === which,
    'aria-controls': panel === which ? panelId : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => toggle(which, event.currentTarget),
  });

  const more: ReactNode[] = secondary ? [secondary] : [];
  if (mayChange && !post.deleted && isMain) {
    more.push(
      <Link key="edit" href={`/compose?pid=${post.pid}`} className={buttonClass('secondary', { link: true })}>
        Edit<span className="visually-hidden"> {noun}</span>
      </Link>,
    );
  }
  if (mayChange && !post.deleted && !isMain && onEdit) {
    more.push(
      <Button key="edit" variant="secondary" onClick={onEdit}>
        Edit<span className="visually-hidden"> {noun}</span>
      </Button>,
    );
  }
  if (mayChange && !post.deleted) {
    more.push(
      <Button key="delete" variant="secondary" {...opens('delete')}>
        Delete<span className="visually-hidden"> {noun}</span>
      </Button>,
    );
  }
  if (mayChange && post.deleted) more.push(<RestoreButton key="restore" pid={post.pid} noun={noun} />);
  if (loggedIn && !own && !post.deleted && !done.flag) {
    more.push(
      <Button key="flag" variant="secondary" {...opens('flag')}>
        Flag<span className="visually-hidden"> {noun}</span>
      </Button>,
    );
  }
  if (loggedIn && reviewable && !done.review) {
    more.push(
      <Button key="review" variant="secondary" {...opens('review')}>
        Review<span className="visually-hidden"> this {noun}</span>
      </Button>,
    );
  }

  if (trailing) more.push(trailing);

  return (
    <>
      <ActionBar
        label={`Actions for this ${noun}`}
        more={more.length > 0 ? more : undefined}
        moreButton={moreButton}
        panel={
          <>
            {panel === 'delete' && <DeletePanel id={panelId} pid={post.pid} noun={isMain ? 'topic' : noun} onClose={(deleted) => close('delete', deleted)} />}
            {panel === 'flag' && (
              <PanelForm
                id={panelId}
                label={`Why should a moderator look at this ${noun}?`}
                rows={3}
                maxLength={TOPIC_LIMITS.flagReasonMax}
                submitLabel="Send flag"
                check={(text) => (text ? null : 'Please say what is wrong with this post.')}
                send={(text) => flagPost({ pid: post.pid, reason: text })}
                onClose={(sent) => close('flag', sent)}
              />
            )}
            {panel === 'review' && (
              <PanelForm
                id={panelId}
                label="Your review"
                rows={4}
                maxLength={TOPIC_LIMITS.reviewMax}
                submitLabel="Send review"
                check={(text) => lengthError(text, TOPIC_LIMITS.reviewMin)}
                send={(text) => sendReview(text)}
                onClose={(sent) => close('review', sent)}
              />
            )}
          </>
        }
      >
        {children}
      </ActionBar>
      {(done.flag || done.review) && (
        <p ref={status} tabIndex={-1} className="muted" role="status">
          {[done.flag && 'Flagged for review.', done.review && 'Thank you for your review.'].filter(Boolean).join(' ')}
        </p>
      )}
    </>
  );
}

function RestoreButton({ pid, noun }: { pid: number; noun: string }) {
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void run(() => dispatch(setPostDeleted({ pid, deleted: false })))}>
      Restore<span className="visually-hidden"> {noun}</span>
    </Button>
  );
}
