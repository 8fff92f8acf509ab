import { z } from 'zod';

/**
 * The one way a request schema takes text (hardening 12): every string field of every schema is
 * built here, so none can forget to refuse what PostgreSQL cannot store or a reader cannot see.
 *
 * - `line()`: one line (names, titles, tags, slugs, tokens, query and path values): no control
 *   characters at all (C0 including tab and newline, DEL, C1).
 * - `text()`: multi-line text (post content, about me, messages): tab, newline and carriage return
 *   allowed, every other control character refused.
 *
 * Both refuse unpaired UTF-16 surrogates (not valid Unicode; they would be stored as U+FFFD). A
 * refusal is the catalogue error `invalid-characters` naming the field
 * (`[[error:invalid-characters, title]]`), mapped by lib/errors/validation.ts. NUL (U+0000) in
 * particular is refused everywhere: PostgreSQL text cannot hold it.
 */

/** C0 controls, DEL and C1 controls: never in a single line. */
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, newline and carriage return, which multi-line text keeps. */
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** The issue parameter lib/errors/validation.ts reads: this check's catalogue key, with the field. */
const INVALID_CHARACTERS = { fieldKey: 'invalid-characters' } as const;

/** True when `value` has no control character a single line may not hold and is valid Unicode. */
export function isCleanLine(value: string): boolean {
  return !LINE_CONTROLS.test(value) && !LONE_SURROGATE.test(value);
}

/** True when `value` is clean multi-line text (tab, newline and carriage return allowed). */
function isCleanText(value: string): boolean {
  return !TEXT_CONTROLS.test(value) && !LONE_SURROGATE.test(value);
}

/** True when a string holds NUL, which no field of any kind may hold. */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** One line of text: a string without control characters. Chain bounds as usual: `line().trim().min(2).max(24)`. */
export function line() {
  return z.string().refine(isCleanLine, { params: INVALID_CHARACTERS });
}

/** Multi-line text: a string whose only control characters are tab, newline and carriage return. */
export function text() {
  return z.string().refine(isCleanText, { params: INVALID_CHARACTERS });
}

/** The csrf token a form or body may carry (`_csrf`, `csrf_token`); the header is the usual place. */
export const csrfField = line().max(200).optional();

/**
 * A free-form JSON value kept as sent (a post's type-specific `metaData`): strings are clean text
 * (PostgreSQL's jsonb cannot hold NUL either), numbers finite, with bounded depth, keys and items.
 */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export function jsonValue(depth = 3): z.ZodType<JsonValue> {
  const leaf = z.union([text().max(2000), z.number(), z.boolean(), z.null()]);
  if (depth <= 0) return leaf;
  const inner = jsonValue(depth - 1);
  return z.union([leaf, z.array(inner).max(50), z.record(line().max(100), inner)]);
}
