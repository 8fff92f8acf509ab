import { useCallback } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { byteSize, type ByteUnit } from '@/lib/numbers';

const UNIT_TEXT: Record<ByteUnit, MessageKey<'audioqueue'>> = { B: 'size.B', KB: 'size.KB', MB: 'size.MB', GB: 'size.GB', TB: 'size.TB' };

/** A size in bytes in the page's language: "84 MB", "1,2 GB" (lib/numbers.ts `byteSize`). */
export function useSizeText(): (bytes: number) => string {
  const t = useT('audioqueue');
  const locale = useLocale();
  return useCallback(
    (bytes: number) => {
      const { amount, unit } = byteSize(bytes, locale);
      return t(UNIT_TEXT[unit], { amount });
    },
    [t, locale],
  );
}
