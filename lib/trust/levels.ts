/**
 * Trust levels (issue 35; docs/features/trust.md): what a member has shown by taking part opens the
 * site to them gradually. Sign-ups start at `new`; members from before trust levels at `basic`.
 */

export const TRUST_LEVELS = [0, 1, 2, 3, 4] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** Each level's name (its words are `trust.level.<name>` in the catalogues). */
export const TRUST_LEVEL_NAMES = { 0: 'new', 1: 'basic', 2: 'member', 3: 'regular', 4: 'leader' } as const satisfies Record<TrustLevel, string>;

export function isTrustLevel(value: unknown): value is TrustLevel {
  return typeof value === 'number' && (TRUST_LEVELS as readonly number[]).includes(value);
}
