import type { z } from 'zod';
import type { ErrorTexts } from './catalogue';
import { formatErrorKey, isErrorKey, keyOfErrorMessage, type ErrorKey } from './keys';

/** A catalogue error: its key and parameters (`[[error:key, ...args]]`). */
export interface ErrorIssue {
  key: ErrorKey;
  args: Array<string | number>;
}

/** Fields whose length errors use the catalogue's own keys (bound as the one parameter). */
const LENGTH_KEYS: Record<string, { short?: ErrorKey; long?: ErrorKey }> = {
  title: { short: 'title-too-short', long: 'title-too-long' },
  content: { short: 'content-too-short', long: 'content-too-long' },
  aboutme: { long: 'about-me-too-long' },
};

/**
 * A length bound answered with a catalogue key of its own rather than the field's
 * (`string.refine(...lengthAtMost('chat-message-too-long', 1000))`), for fields whose name other
 * forms share.
 */
export function lengthAtMost(key: ErrorKey, bound: number): [(value: string) => boolean, { params: { lengthKey: ErrorKey; bound: number } }] {
  return [(value) => value.length <= bound, { params: { lengthKey: key, bound } }];
}

const issue = (key: ErrorKey, ...args: Array<string | number>): ErrorIssue => ({ key, args });

/** The dotted path of a zod issue ('body' for the whole object). */
function issueField(zodIssue: z.core.$ZodIssue): string {
  return zodIssue.path.length ? zodIssue.path.map(String).join('.') : 'body';
}

/**
 * The first problem of a failed zod parse as a catalogue error that names the field and the bound:
 * `required-parameters-missing, email`, `field-too-short, password, 8`, ..., or the key a check
 * names itself (`errorKeyMessage`). The server answers it
 * (server/http/errors.ts) and forms show it before sending (`formErrorText`), so both read the same.
 */
export function validationIssue(error: z.ZodError): ErrorIssue {
  const first = error.issues[0];
  if (!first) return issue('invalid-data');
  // A schema may name its own catalogue error (lib/params.ts pathId: `invalid-tid`).
  const own = keyOfErrorMessage(first.message);
  if (own) return issue(own);
  const field = issueField(first);
  const last = String(first.path[first.path.length - 1] ?? field);
  // A check that names its key for the field (lib/strings.ts: `invalid-characters, title`).
  const fieldKey = first.code === 'custom' ? first.params?.fieldKey : undefined;
  if (typeof fieldKey === 'string' && isErrorKey(fieldKey)) return issue(fieldKey, field);
  // A length check that names its key and bound (`lengthAtMost`: `chat-message-too-long, 1000`).
  const lengthCheck = first.code === 'custom' ? first.params : undefined;
  if (typeof lengthCheck?.lengthKey === 'string' && isErrorKey(lengthCheck.lengthKey)) return issue(lengthCheck.lengthKey, Number(lengthCheck.bound));
  switch (first.code) {
    case 'invalid_type': {
      if (first.input === undefined || first.input === null) return issue('required-parameters-missing', field);
      const received = Array.isArray(first.input) ? 'array' : typeof first.input;
      return issue('wrong-parameter-type', field, first.expected, received);
    }
    case 'too_small': {
      const bound = Number(first.minimum);
      const short = LENGTH_KEYS[last]?.short;
      if (first.origin === 'string' && short) return issue(short, bound);
      if (first.origin === 'string' && bound === 1) return issue('required-parameters-missing', field);
      return issue(first.origin === 'string' ? 'field-too-short' : 'field-too-small', field, bound);
    }
    case 'too_big': {
      const bound = Number(first.maximum);
      const long = LENGTH_KEYS[last]?.long;
      if (first.origin === 'string' && long) return issue(long, bound);
      return issue(first.origin === 'string' ? 'field-too-long' : 'field-too-big', field, bound);
    }
    case 'invalid_format':
      if (first.format === 'email') return issue('invalid-email');
      if (first.format === 'url') return issue('invalid-url');
      return issue('field-invalid', field);
    case 'unrecognized_keys':
      return issue('field-unknown', first.keys.join(' '));
    default:
      return issue('field-invalid', field);
  }
}

/**
 * For forms: the field a failed `schema.safeParse(values)` is about and the message the server
 * would answer for it, in the catalogue's words of the page's language (`The password field is too short: ...`).
 */
export function formErrorText(error: z.ZodError, texts: ErrorTexts): { field: string; message: string } {
  const first = error.issues[0];
  const { key, args } = validationIssue(error);
  // Through the token the server sends, so the text is exactly what the API answer shows.
  return { field: first ? issueField(first) : 'body', message: texts.translateMessage(formatErrorKey(key, args)) };
}

/**
 * Checks form values against a request schema the way the server does (`reportInput`, so a value
 * of the wrong type is not reported as missing): null when valid, else the field and the message
 * the API would answer.
 */
export function checkForm(schema: z.ZodType, values: unknown, texts: ErrorTexts): { field: string; message: string } | null {
  const result = schema.safeParse(values, { reportInput: true });
  return result.success ? null : formErrorText(result.error, texts);
}
