import { useId } from 'react';
import { Button, FormError, useForm } from '@/components/ui';
import { localizedPath, splitLocalePath } from '@/lib/i18n/locales';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { said } from '@/lib/i18n/said';
import { useLocale, useT } from '@/lib/i18n/useT';
import { settingsBody } from '@/lib/users/schemas';
import type { UserSettings } from '@/services/users';
import { useAppDispatch } from '@/store/hooks';
import { saveSettings } from '@/store/profile/thunks';
import { addToast } from '@/store/toasts/slice';
import { LanguageSetting } from './LanguageSetting';
import { SettingsGroup as Group } from './SettingsGroup';
import { applyTheme } from './theme';
import styles from './Settings.module.css';

type BooleanSetting = { [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never }[keyof UserSettings];

interface SettingsFormProps {
  uid: number;
  initial: UserSettings;
  /** The viewer's own settings: a saved theme is applied to the page at once. */
  own: boolean;
}

const THEMES: Array<{ value: UserSettings['theme']; label: MessageKey<'settings'> }> = [
  { value: 'system', label: 'theme.system' },
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
];

/**
 * A member's settings (R3.9, R7.1), grouped, saved with PUT /api/v3/users/{uid}/settings
 * {settings}. What notifies the member is not here but in the settings page's Notifications
 * section (the per-type preferences, which also read the older stored switches). Success: a toast; failure: the message inline (role="alert"), choices kept.
 */
export function SettingsForm({ uid, initial, own }: SettingsFormProps) {
  const t = useT('settings');
  const dispatch = useAppDispatch();
  // The server's settings schema checks the values first.
  const form = useForm<UserSettings>({ initial, schema: { schema: settingsBody, body: (settings) => ({ settings }) } });
  const { values: settings, setValues: setSettings, error, busy } = form;
  const themeName = useId();
  const locale = useLocale();

  const set = <K extends keyof UserSettings>(key: K, value: UserSettings[K]) => form.setField(key)(value);

  const check = (key: BooleanSetting, label: string) => (
    <label className="check">
      <input type="checkbox" name={key} checked={settings[key]} onChange={(e) => set(key, e.target.checked)} />
      <span>{label}</span>
    </label>
  );

  const submit = form.handleSubmit(async (values) => {
    const saved = await dispatch(saveSettings({ uid, settings: values })).unwrap();
    setSettings(saved);
    if (own) applyTheme(saved.theme);
    // Their own new language: this page at its address in that language (a whole load).
    if (own && saved.language !== 'auto' && saved.language !== locale) {
      window.location.assign(localizedPath(splitLocalePath(window.location.pathname).path + window.location.search, saved.language));
      return;
    }
    dispatch(addToast(said('settings', 'form.saved'), 'success'));
  });

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-busy={busy}>
      <div className={styles.groups}>
        <Group title={t('privacy.title')} hint={t('privacy.hint')}>
          {check('showemail', t('privacy.showEmail'))}
          {check('showfullname', t('privacy.showFullname'))}
        </Group>

        <Group title={t('appearance.title')}>
          <fieldset className={styles.radios}>
            <legend className={styles.subhead}>{t('appearance.theme')}</legend>
            {THEMES.map((theme) => (
              <label key={theme.value} className="check">
                <input
                  type="radio"
                  name={themeName}
                  value={theme.value}
                  checked={settings.theme === theme.value}
                  onChange={() => set('theme', theme.value)}
                />
                <span>{t(theme.label)}</span>
              </label>
            ))}
          </fieldset>
          {check('openOutgoingLinksInNewTab', t('appearance.newTab'))}
        </Group>

        <LanguageSetting value={settings.language} onChange={(language) => set('language', language)} />

        <Group title={t('audio.title')}>
          {check('autoPlayNext', t('audio.autoPlayNext'))}
        </Group>

        <Group title={t('following.title')} hint={t('following.hint')}>
          {check('followTopicsOnCreate', t('following.onCreate'))}
          {check('followTopicsOnReply', t('following.onReply'))}
        </Group>
      </div>

      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={t('form.saving')}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
