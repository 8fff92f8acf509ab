import { useEffect } from 'react';
import { applyTheme } from '@/components/profile';
import { useAppSelector } from '@/store/hooks';

/** Keeps <html data-theme> on the signed-in member's theme setting (visitors follow the system). */
export function ThemeSync() {
  const theme = useAppSelector((s) => s.config.data?.theme);
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}
