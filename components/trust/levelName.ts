import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import type { TRUST_LEVEL_NAMES, TrustLevel } from '@/lib/trust/levels';

/** Each level's name (lib/trust/levels.ts TRUST_LEVEL_NAMES), in `common`: the profile, the settings page and the moderation log say them. */
const LEVEL_TEXTS = {
  0: 'trust.level.new',
  1: 'trust.level.basic',
  2: 'trust.level.member',
  3: 'trust.level.regular',
  4: 'trust.level.leader',
} as const satisfies { [L in TrustLevel]: `trust.level.${(typeof TRUST_LEVEL_NAMES)[L]}` & MessageKey<'common'> };

/** The function that names a level in the reader's language. */
export function useTrustLevelName(): (level: TrustLevel) => string {
  const t = useT('common');
  return (level) => t(LEVEL_TEXTS[level]);
}
