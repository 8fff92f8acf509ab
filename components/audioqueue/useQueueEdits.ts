import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { Track } from '@/lib/player/types';
import { useDragReorder } from './useDragReorder';

/** What to focus once the list has the new order: a control of one track, or the page's heading. */
type FocusTarget = { id: string; control: 'up' | 'down' | 'remove' } | { heading: true } | { clear: true };

export type MoveControl = 'up' | 'down';

interface QueueEditHandlers {
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
}

/**
 * The queue's changes (move, remove, clear) with what follows each: a sentence for the live region
 * and focus kept on the moved track's control (or the next track's, after a removal).
 */
export function useQueueEdits(tracks: readonly Track[], { onMove, onRemove, onClear }: QueueEditHandlers) {
  const t = useT('audioqueue');
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);

  const move = (from: number, to: number, how: 'key' | 'drag', control?: MoveControl) => {
    const track = tracks[from];
    if (!track || to < 0 || to >= tracks.length || from === to) return;
    onMove(from, to);
    setAnnouncement(t('announce.moved', { title: track.title, position: to + 1, total: tracks.length }));
    if (how === 'key' && control) {
      // At the top or bottom that button is disabled: the other one keeps focus.
      const keep = (control === 'up' && to === 0) || (control === 'down' && to === tracks.length - 1) ? (control === 'up' ? 'down' : 'up') : control;
      focusNext.current = { id: track.id, control: keep };
    }
  };
  const drag = useDragReorder(tracks, listRef, (from, to) => move(from, to, 'drag'));

  const remove = (at: number) => {
    const track = tracks[at];
    if (!track) return;
    const neighbour = tracks[at + 1] ?? tracks[at - 1];
    focusNext.current = neighbour ? { id: neighbour.id, control: 'remove' } : { heading: true };
    onRemove(at);
    setAnnouncement(t('announce.removed', { title: track.title }));
  };

  const clear = () => {
    const count = tracks.length;
    setConfirming(false);
    focusNext.current = { heading: true };
    onClear();
    setAnnouncement(t('announce.cleared', { count }));
  };

  const cancelClear = () => {
    focusNext.current = { clear: true };
    setConfirming(false);
  };

  // Focus follows the track that moved (or the next one after a removal) once the list re-rendered.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if ('heading' in target) {
      headingRef.current?.focus();
      return;
    }
    if ('clear' in target) {
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-control="clear"]')?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-track="${target.id}"]`);
    row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`)?.focus();
  }, [tracks, confirming]);

  return {
    sectionRef,
    listRef,
    headingRef,
    announcement,
    confirming,
    askToClear: () => setConfirming(true),
    move,
    remove,
    clear,
    cancelClear,
    drag,
  };
}
