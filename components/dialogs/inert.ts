import { ABOVE_DIALOGS_ATTRIBUTE } from './aboveDialogs';

/**
 * While a dialog is open the page behind it is `inert`: nothing there takes focus or clicks, and
 * assistive technology does not read it (aria-modal alone is not honoured everywhere). Every
 * child of `<body>` but the dialog's own layer becomes inert, except layers marked
 * `data-above-dialogs` (the toasts, which must still be seen and announced).
 *
 * Each element counts the dialogs holding it, so nested dialogs, and a dialog that replaces
 * another, give back exactly what they took; an element made inert by someone else is left alone.
 */

const holders = new Map<Element, number>();

/** Makes every other top-level layer inert; answers the function that undoes it. */
export function makePageBehindInert(layer: Element): () => void {
  const taken: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === layer || element.hasAttribute(ABOVE_DIALOGS_ATTRIBUTE)) continue;
    const held = holders.get(element);
    if (held !== undefined) {
      holders.set(element, held + 1);
    } else if (element.hasAttribute('inert')) {
      continue;
    } else {
      element.setAttribute('inert', '');
      holders.set(element, 1);
    }
    taken.push(element);
  }
  return () => {
    for (const element of taken) {
      const held = (holders.get(element) ?? 1) - 1;
      if (held > 0) {
        holders.set(element, held);
      } else {
        holders.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
