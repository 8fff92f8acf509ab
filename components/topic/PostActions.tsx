import { lazyView } from '@/lib/react/lazyView';
import { Link } from '@/components/ui/Link';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { NamedText, SHOWN_PART } from '@/components/posts';
import { Button, buttonClass, useSubmit } from '@/components/ui';
import { TOPIC_LIMITS, type PostData } from '@/lib/discussions/types';
import { withinWindow } from '@/lib/discussions/windows';
import { useNow } from '@/lib/react/renderClock';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConfig, selectLoggedIn, selectUid } from '@/store/selectors';
import { selectTopic } from '@/store/topic/selectors';
import { sendReview, setPostDeleted } from '@/store/topic/thunks';
import { ActionBar, returnFocus } from './ActionBar';
import { LockControl } from './TopicToggles';
import { focusPost } from './focus';
import type { PostNoun } from './labels';
import { lengthError } from './textChecks';

// The forms under the bar load when one first opens (a reader who only reads never needs them).
const DeletePanel = lazyView(() => import('./PostPanels').then((m) => m.DeletePanel), { ssr: false });
const PanelForm = lazyView(() => import('./PostPanels').then((m) => m.PanelForm), { ssr: false });
const LockPanel = lazyView(() => import('./LockPanel').then((m) => m.LockPanel), { ssr: false });
const FlagPanel = lazyView(() => import('./FlagPanel').then((m) => m.FlagPanel), { ssr: false });

/**
 * Who may change a post (the server checks again): a moderator always; its author edits and
 * deletes it within the windows (lib/discussions/windows.ts; a draft has none) and restores it.
 */
function useMayChange(post: Pick<PostData, 'uid' | 'timestamp'>, moderate: boolean) {
  // Values, not the login object or the configuration: a configuration answer that changes neither
  // (a visitor's, every few minutes) does not render every post's actions again.
  const loggedIn = useAppSelector(selectLoggedIn);
  const uid = useAppSelector(selectUid);
  const editWindow = useAppSelector((state) => selectConfig(state)?.postWindows?.edit);
  const deleteWindow = useAppSelector((state) => selectConfig(state)?.postWindows?.delete);
  const draft = useAppSelector((state) => Boolean(selectTopic(state)?.draft));
  const now = useNow();
  const own = loggedIn && uid > 0 && post.uid === uid;
  const within = (seconds: number | undefined) => moderate || draft || withinWindow(post.timestamp, seconds ?? 0, now);
  return { edit: (moderate || own) && within(editWindow), remove: (moderate || own) && within(deleteWindow), restore: moderate || own };
}

type Panel = 'delete' | 'flag' | 'review' | 'lock';

interface PostActionsProps {
  post: PostData;
  /** The controls every reader sees first (vote, save, follow, reply …). */
  children: ReactNode;
  /** The main post is edited in the composer; replies inline. */
  isMain?: boolean;
  /** Starts the inline edit of a reply. */
  onEdit?: () => void;
  /** What the post is called in button names ("post", "question", "answer"). */
  noun?: PostNoun;
  /** Offers "Review this topic" (the main post). */
  reviewable?: boolean;
  /** Controls that lead the secondary ones (folded behind "More" on narrow screens), e.g. Pin. */
  secondary?: ReactNode;
  /** Controls that close the secondary ones, e.g. the topic's Mute toggle. */
  trailing?: ReactNode;
}

/**
 * A post's action bar: the given controls, then edit, delete or restore (author or moderator),
 * lock or unlock (the topic, moderators), flag (members, not their own posts) and review (the
 * topic), whose forms open under the bar.
 */
export function PostActions({ post, children, isMain = false, onEdit, noun = 'post', reviewable = false, secondary, trailing }: PostActionsProps) {
  const t = useT('topic');
  const named = { noun, ...SHOWN_PART };
  const id = useId();
  const loggedIn = useAppSelector(selectLoggedIn);
  const uid = useAppSelector(selectUid);
  const moderate = useAppSelector((state) => Boolean(selectTopic(state)?.privileges.moderate));
  const may = useMayChange(post, moderate);
  const locked = useAppSelector((state) => Boolean(selectTopic(state)?.locked));
  const slowMode = useAppSelector((state) => selectTopic(state)?.slowMode ?? 0);
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
    // A lock or slow mode replaces its opener with Unlock or End slow mode: focus goes to the "More" button then.
    if (!sent || which === 'lock') returnFocus(open?.opener ?? null, moreButton.current);
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
  if (may.edit && !post.deleted && isMain) {
    more.push(
      <Link key="edit" href={`/compose?pid=${post.pid}`} className={buttonClass('secondary', { link: true })}>
        <NamedText text={t('actions.edit', named)} />
      </Link>,
    );
  }
  if (may.edit && !post.deleted && !isMain && onEdit) {
    more.push(
      <Button key="edit" variant="secondary" onClick={onEdit}>
        <NamedText text={t('actions.edit', named)} />
      </Button>,
    );
  }
  if (may.remove && !post.deleted) {
    more.push(
      <Button key="delete" variant="secondary" {...opens('delete')}>
        <NamedText text={t('actions.delete', named)} />
      </Button>,
    );
  }
  if (may.restore && post.deleted) more.push(<RestoreButton key="restore" pid={post.pid} noun={noun} />);
  if (loggedIn && !own && !post.deleted && !done.flag) {
    more.push(
      <Button key="flag" variant="secondary" {...opens('flag')}>
        <NamedText text={t('actions.flag', named)} />
      </Button>,
    );
  }
  if (isMain && moderate && !post.deleted) {
    more.push(<LockControl key="lock" locked={locked} slowMode={slowMode} tid={post.tid} opener={opens('lock')} />);
  }
  if (loggedIn && reviewable && !done.review) {
    more.push(
      <Button key="review" variant="secondary" {...opens('review')}>
        <NamedText text={t('actions.review', named)} />
      </Button>,
    );
  }

  if (trailing) more.push(trailing);

  return (
    <>
      <ActionBar
        label={t('actions.label', { noun })}
        more={more.length > 0 ? more : undefined}
        moreButton={moreButton}
        panel={
          <>
            {panel === 'delete' && <DeletePanel id={panelId} pid={post.pid} noun={isMain ? 'topic' : noun} onClose={(deleted) => close('delete', deleted)} />}
            {panel === 'flag' && <FlagPanel id={panelId} pid={post.pid} noun={noun} onClose={(sent) => close('flag', sent)} />}
            {panel === 'lock' && <LockPanel id={panelId} tid={post.tid} onClose={(sent) => close('lock', sent)} />}
            {panel === 'review' && (
              <PanelForm
                id={panelId}
                label={t('review.label')}
                rows={4}
                maxLength={TOPIC_LIMITS.reviewMax}
                submitLabel={t('review.send')}
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
          {[done.flag && t('flag.done'), done.review && t('review.thanks')].filter(Boolean).join(' ')}
        </p>
      )}
    </>
  );
}

function RestoreButton({ pid, noun }: { pid: number; noun: PostNoun }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void run(() => dispatch(setPostDeleted({ pid, deleted: false })))}>
      <NamedText text={t('actions.restore', { noun, ...SHOWN_PART })} />
    </Button>
  );
}
