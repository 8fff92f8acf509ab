import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import { formatCount } from '@/lib/numbers';
import type { Locale } from './locales';
import type { MessageValues } from './said';

/**
 * Plurals without ICU's number data on a page's first render (docs/DECISIONS.md "Counts without ICU
 * on first render"). Lingui formats a plural's `#` with `Intl.NumberFormat`, whose first use costs a
 * browser 14–22 ms of main thread. So a compiled message's plural becomes a select on the count's
 * plural category, its `#` (and a `{count, number}`) a placeholder of the count as `lib/numbers.ts`
 * writes it, and the values
 * of every message carry both (`withCounts`): English needs no `Intl` at all, other languages only
 * `Intl.PluralRules`. `=N` cases are not used by the catalogues (the catalogue test checks).
 */

const category = (name: string) => `${name}:plural`;
const shown = (name: string) => `${name}:count`;

function rewrite(parts: CompiledMessage, count: string | null): CompiledMessage {
  return parts.map((part): CompiledMessageToken => {
    if (part === '#' && count !== null) return [shown(count)];
    if (typeof part === 'string') return part;
    const [name, type, cases] = part;
    // `{count, number}`: the count as lib/numbers.ts writes it.
    if (type === 'number' && cases == null) return [shown(name)];
    if (!cases || typeof cases !== 'object') return part;
    const plural = type === 'plural';
    const choices: Record<string, CompiledMessage> = {};
    for (const [key, value] of Object.entries(cases)) {
      if (Array.isArray(value)) choices[key] = rewrite(value as CompiledMessage, plural ? name : count);
    }
    return plural ? [category(name), 'select', choices] : [name, type, choices];
  });
}

/** A compiled message with its plurals as selects on the values `withCounts` adds. */
export function countsAsSelects(message: CompiledMessage): CompiledMessage {
  return rewrite(message, null);
}

const rules = new Map<Locale, Intl.PluralRules>();

/** The plural category of a count: English by its rule, other languages by `Intl.PluralRules`. */
function pluralCategory(n: number, locale: Locale): string {
  if (locale === 'en') return n === 1 ? 'one' : 'other';
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(n);
}

/** A message's values with, for each count, its plural category and its written form. */
export function withCounts(values: MessageValues | undefined, locale: Locale): MessageValues | undefined {
  if (!values) return values;
  const out: MessageValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
    if (n === null || !Number.isFinite(n)) continue;
    out[category(name)] = pluralCategory(n, locale);
    out[shown(name)] = formatCount(n, locale);
  }
  return out;
}
