import { Link } from '@/components/ui/Link';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { HELD_SECTION_ID } from '@/lib/review/mine';
import styles from './Settings.module.css';

/** The settings page's sections, in page order: anchor, title, and whether this page has it. */
interface Shown {
  own: boolean;
  account: boolean;
  trust: boolean;
}

const SECTIONS: ReadonlyArray<{ id: string; label: MessageKey<'settings'>; when?: keyof Shown }> = [
  { id: 'profile', label: 'section.profile' },
  { id: 'preferences', label: 'section.preferences' },
  { id: 'notifications', label: 'section.notifications', when: 'own' },
  { id: 'account', label: 'section.account', when: 'account' },
  { id: 'trust', label: 'section.trust', when: 'trust' },
  { id: 'moderation', label: 'section.moderation' },
  { id: HELD_SECTION_ID, label: 'held.title', when: 'own' },
];

/** The settings page's table of contents: a link to each section it shows, then to the profile. */
export function SettingsToc({ profileHref, shown }: { profileHref: string; shown: Shown }) {
  const t = useT('settings');
  return (
    <ul className={styles.toc} aria-label={t('toc.label')}>
      {SECTIONS.filter((section) => !section.when || shown[section.when]).map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{t(section.label)}</a>
        </li>
      ))}
      <li>
        <Link href={profileHref}>{t('toc.viewProfile')}</Link>
      </li>
    </ul>
  );
}
