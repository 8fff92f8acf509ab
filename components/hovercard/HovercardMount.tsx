import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { closestMemberLink, memberSlugOf } from './memberLinks';

/** The member link the pointer is on or keyboard focus is in, and how it got there. */
export interface HovercardTarget {
  link: HTMLAnchorElement;
  slug: string;
  via: 'hover' | 'focus';
}

// The card, its store slice and its call load on the first hover or keyboard focus of a member
// link: no page's first load carries them.
const Hovercard = dynamic(() => import('./Hovercard'), { ssr: false });

/**
 * One per app (components/shell/AppShell): delegated listeners on the document follow which
 * member link (components/hovercard/memberLinks.ts) the pointer is on or keyboard focus is in.
 * Touch does not count (a tap just follows the link), nor focus given by a click.
 */
export function HovercardMount() {
  const [target, setTarget] = useState<HovercardTarget | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let keyboard = false;
    const enter = (link: HTMLAnchorElement, via: HovercardTarget['via']) => {
      const slug = memberSlugOf(link);
      if (!slug) return;
      setUsed(true);
      setTarget((current) => (current?.link === link && current.via === via ? current : { link, slug, via }));
    };
    const leave = (link: HTMLAnchorElement, via: HovercardTarget['via']) =>
      setTarget((current) => (current?.link === link && current.via === via ? null : current));

    const onKeyDown = () => {
      keyboard = true;
    };
    const onPointerDown = () => {
      keyboard = false;
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const link = closestMemberLink(event.target);
      if (link) enter(link, 'hover');
    };
    const onPointerOut = (event: PointerEvent) => {
      const link = closestMemberLink(event.target);
      if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) leave(link, 'hover');
    };
    const onFocusIn = (event: FocusEvent) => {
      const link = closestMemberLink(event.target);
      if (link && keyboard) enter(link, 'focus');
    };
    const onFocusOut = (event: FocusEvent) => {
      const link = closestMemberLink(event.target);
      if (link) leave(link, 'focus');
    };
    const onClick = (event: MouseEvent) => {
      if (closestMemberLink(event.target)) setTarget(null);
    };

    const listeners = [
      ['keydown', onKeyDown],
      ['pointerdown', onPointerDown],
      ['pointerover', onPointerOver],
      ['pointerout', onPointerOut],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['click', onClick],
    ] as const;
    for (const [name, listener] of listeners) document.addEventListener(name, listener as EventListener, true);
    return () => {
      for (const [name, listener] of listeners) document.removeEventListener(name, listener as EventListener, true);
    };
  }, []);

  return used ? <Hovercard target={target} /> : null;
}
