import { useId } from 'react';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/useT';
import type { UserSettings } from '@/services/users';
import { SettingsGroup } from './SettingsGroup';
import styles from './Settings.module.css';

/**
 * The member's language (issue 34): the browser's, or one of the site's languages, each named in
 * itself. Saved with the other settings; the `lang` cookie follows it (server/i18n/setting.ts).
 */
export function LanguageSetting({ value, onChange }: { value: UserSettings['language']; onChange: (language: UserSettings['language']) => void }) {
  const t = useT('settings');
  const name = useId();
  const choices = [{ value: 'auto', label: t('language.auto'), lang: undefined }, ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))] as const;
  return (
    <SettingsGroup title={t('language.title')} hint={t('language.hint')}>
      <div className={styles.radios}>
        {choices.map((choice) => (
          <label key={choice.value} className="check">
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span lang={choice.lang}>{choice.label}</span>
          </label>
        ))}
      </div>
    </SettingsGroup>
  );
}
