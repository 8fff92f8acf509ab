import { lazyView } from '@/lib/react/lazyView';
import { useEffect, useState } from 'react';
import { closestMemberLink } from './memberLinks';

/** The member link the pointer is on or keyboard focus is in, and how it got there. */
export interface HovercardTarget {
  link: HTMLAnchorElement;
  via: 'hover' | 'focus';
}

// The card, its store slice and its call load on the first hover or keyboard focus of a member
// link: no page's first load carries them.
const Hovercard = lazyView(() => import('./Hovercard'), { ssr: false });

/**
 * One per app (components/shell/AppShell): delegated listeners on the document follow which
 * member link (./memberLinks.ts) the pointer is on or keyboard focus is in. Touch does not count
 * (a tap just follows the link), nor focus given by a click or a tap. Kept to these few lines:
 * every page's first load carries them.
 */
export function HovercardMount() {
  const [target, setTarget] = useState<HovercardTarget | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let keyboard = false;
    const follow = (event: Event, via: HovercardTarget['via'], on: boolean) => {
      const link = closestMemberLink(event.target);
      if (!link) return;
      if (on) setUsed(true);
      setTarget((current) => {
        const same = current?.link === link && current.via === via;
        if (on) return same ? current : { link, via };
        return same ? null : current;
      });
    };
    const listeners: Array<[string, (event: Event) => void]> = [
      ['keydown', () => (keyboard = true)],
      ['pointerdown', () => (keyboard = false)],
      ['pointerover', (event) => (event as PointerEvent).pointerType !== 'touch' && follow(event, 'hover', true)],
      [
        'pointerout',
        (event) => {
          const to = (event as PointerEvent).relatedTarget;
          if (!(to instanceof Node && closestMemberLink(event.target)?.contains(to))) follow(event, 'hover', false);
        },
      ],
      ['focusin', (event) => keyboard && follow(event, 'focus', true)],
      ['focusout', (event) => follow(event, 'focus', false)],
    ];
    for (const [name, listener] of listeners) document.addEventListener(name, listener, true);
    return () => {
      for (const [name, listener] of listeners) document.removeEventListener(name, listener, true);
    };
  }, []);

  return used ? <Hovercard target={target} /> : null;
}
