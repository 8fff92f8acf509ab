import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ensureHovercard, selectHovercard } from '@/store/hovercard/slice';
import { HovercardCard } from './HovercardCard';
import type { HovercardTarget } from './HovercardMount';
import { memberSlugOf } from './memberSlug';
import { useDescribedBy, useDismissOnEscapeOrClick } from './useHovercardEvents';
import styles from './Hovercard.module.css';

/** How long the pointer rests on a member link before the card opens (and keyboard focus, so tabbing past links asks for nothing). */
const HOVER_OPEN_DELAY_MS = 400;
const FOCUS_OPEN_DELAY_MS = 250;
/** How long the card stays after the pointer left the link, so the pointer can move into it. */
const CLOSE_DELAY_MS = 200;
/** Space kept between the card and the viewport's edges, and between the card and its link. */
const EDGE = 8;
const GAP = 6;

/** A target with its member's slug (null when the link names none). */
type Shown = HovercardTarget & { slug: string };
const withSlug = (target: HovercardTarget | null): Shown | null => {
  const slug = target && memberSlugOf(target.link);
  return target && slug ? { ...target, slug } : null;
};

/**
 * The member hovercard (R3.15): opens on a member link after a short rest of the pointer or on
 * keyboard focus, closes when both have left (the pointer may move into the card), on Escape and
 * on a click. It is a non-modal popup: focus stays on the link, which names the card as its
 * description (`aria-describedby`) while it is open, and still navigates. Placed under the link
 * (over it when there is no room below), inside the viewport's width.
 */
export default function Hovercard({ target: current }: { target: HovercardTarget | null }) {
  const t = useT('common');
  const target = useMemo(() => withSlug(current), [current]);
  const dispatch = useAppDispatch();
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef(target);
  const overCard = useRef(false);
  const dismissed = useRef<Shown | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const entry = useAppSelector((state) => (shown ? selectHovercard(state, shown.slug) : undefined));

  const close = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    overCard.current = false;
    setShown(null);
  }, []);
  const closeSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setShown(null), CLOSE_DELAY_MS);
  }, []);

  // Follow the link the pointer or focus is on.
  useEffect(() => {
    targetRef.current = target;
    window.clearTimeout(openTimer.current);
    if (!target) {
      if (!overCard.current) closeSoon();
      return;
    }
    window.clearTimeout(closeTimer.current);
    if (target === dismissed.current) return;
    dismissed.current = null;
    // Asked for while the pointer rests, so the card usually opens with its answer.
    dispatch(ensureHovercard(target.slug));
    openTimer.current = window.setTimeout(
      () => setShown(target),
      target.via === 'focus' ? FOCUS_OPEN_DELAY_MS : HOVER_OPEN_DELAY_MS,
    );
  }, [target, dispatch, closeSoon]);

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  // Escape closes it (and keeps it closed until the pointer or focus comes to a link again), and
  // so does following a member link.
  const dismiss = useCallback(() => {
    dismissed.current = targetRef.current;
    close();
  }, [close]);
  const hasTarget = useCallback(() => targetRef.current !== null, []);
  useDismissOnEscapeOrClick(dismiss, hasTarget);

  // The link is described by the card while it is open.
  useDescribedBy(shown?.link ?? null, id);

  // Placed before paint, and again when its content (and so its height) changes.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!shown || !card) return;
    const { top, left } = place(shown.link, card);
    card.style.top = `${top}px`;
    card.style.left = `${left}px`;
  }, [shown, entry]);

  useEffect(() => {
    if (!shown) return;
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, [shown, close]);

  if (!shown || !shown.link.isConnected) return null;
  return createPortal(
    <div
      ref={cardRef}
      id={id}
      role="group"
      aria-label={entry?.status === 'ready' ? t('hovercard.about', { name: entry.card.fullname || entry.card.username }) : t('hovercard.label')}
      className={styles.card}
      data-hovercard=""
      onPointerEnter={() => {
        overCard.current = true;
        window.clearTimeout(closeTimer.current);
      }}
      onPointerLeave={() => {
        overCard.current = false;
        if (!targetRef.current) closeSoon();
      }}
    >
      <HovercardCard entry={entry} slug={shown.slug} onNavigate={close} />
    </div>,
    document.body,
  );
}

/** Where the card goes in the document: under the link, or over it when the viewport has no room below; never past the viewport's sides. */
function place(link: HTMLElement, card: HTMLElement): { top: number; left: number } {
  const anchor = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  const width = card.offsetWidth;
  const height = card.offsetHeight;
  const left = Math.max(EDGE, Math.min(anchor.left, viewportWidth - width - EDGE));
  const below = anchor.bottom + GAP;
  const fitsBelow = below + height <= viewportHeight - EDGE;
  const fitsAbove = anchor.top - GAP - height >= EDGE;
  const top = !fitsBelow && fitsAbove ? anchor.top - GAP - height : below;
  return { top: top + window.scrollY, left: left + window.scrollX };
}
