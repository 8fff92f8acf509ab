/** The element id of a post on the topic page (also the fragment of its address). */
export const postElementId = (pid: number) => `post-${pid}`;

/** Moves focus to a post once it is rendered (a newly posted reply), trying for a few frames. */
export function focusPost(pid: number, frames = 10): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(postElementId(pid));
  if (element) {
    element.focus();
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusPost(pid, frames - 1));
}
