/**
 * The checks a text form runs before it sends (./TextForm.tsx), apart from the form itself: a
 * post's action bar offers them before its forms' code has loaded.
 */

/** A form's own check of the trimmed text: an error message, or null to send (or a promise of either). */
export type TextCheck = (text: string) => string | null | Promise<string | null>;

/**
 * The catalogue error for text shorter than `min` (or longer than `max`), else null. The
 * catalogue's texts, in the page's language, load only when the text fails the check
 * (docs/features/what-the-browser-loads.md).
 */
export async function lengthError(text: string, min: number, max?: number): Promise<string | null> {
  const key = text.length < min ? 'content-too-short' : max !== undefined && text.length > max ? 'content-too-long' : null;
  if (!key) return null;
  const { errorText } = await import('@/lib/errors/load').then((m) => m.pageErrorTexts());
  return errorText(key, [key === 'content-too-short' ? min : (max ?? min)]);
}
