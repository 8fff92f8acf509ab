import { useEffect } from 'react';
import { closestMemberLink } from './memberLinks';

/**
 * Escape closes the card (while it is open for a link), and so does following a member link:
 * `dismiss` runs on either.
 */
export function useDismissOnEscapeOrClick(dismiss: () => void, open: () => boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open()) dismiss();
    };
    const onClick = (event: MouseEvent) => {
      if (closestMemberLink(event.target)) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [dismiss, open]);
}

/** While `link` is set, it is described by the element with `id` (added to its own descriptions, put back after). */
export function useDescribedBy(link: HTMLElement | null, id: string) {
  useEffect(() => {
    if (!link) return;
    const before = link.getAttribute('aria-describedby');
    link.setAttribute('aria-describedby', before ? `${before} ${id}` : id);
    return () => {
      if (before === null) link.removeAttribute('aria-describedby');
      else link.setAttribute('aria-describedby', before);
    };
  }, [link, id]);
}
