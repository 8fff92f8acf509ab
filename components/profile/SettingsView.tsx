import { Link } from '@/components/ui/Link';
import { HeldByMe, ModerationLog } from '@/components/moderation';
import { NotificationSettings } from '@/components/notifications';
import { TrustProgress } from '@/components/trust';
import { Card } from '@/components/ui';
import { ProfileForm } from '@/components/onboarding';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
import type { SettingsPageProps } from '@/lib/users/types';
import { useAppDispatch } from '@/store/hooks';
import { addToast } from '@/store/toasts/slice';
import { AccountSecurity } from './AccountSecurity';
import { MemberNotFound } from './MemberNotFound';
import { SettingsForm } from './SettingsForm';
import { SettingsToc } from './SettingsToc';
import styles from './Settings.module.css';

type SettingsViewProps = SettingsPageProps;

/**
 * /user/{slug}/settings (R6.2): the member's profile fields (#profile) and settings
 * (#preferences), each saved on its own.
 */
export function SettingsView(props: SettingsViewProps) {
  const t = useT('settings');
  const dispatch = useAppDispatch();
  if (props.state === 'notFound') return <MemberNotFound slug={props.slug} />;
  if (props.state === 'forbidden') {
    return (
      <Card className="stack" aria-labelledby="settings-title">
        <h1 id="settings-title">{t('forbidden.title')}</h1>
        <p role="alert">{t('forbidden.text')}</p>
        <p>
          <Link href={`/user/${encodeURIComponent(props.slug)}`}>{t('forbidden.back')}</Link>
        </p>
      </Card>
    );
  }
  const { slug, uid, own, name, profile, settings, account, moderation, trust } = props;
  const profileHref = `/user/${encodeURIComponent(slug)}`;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{own ? t('title.own') : t('title.other', { name })}</h1>
        <SettingsToc profileHref={profileHref} shown={{ own, account: Boolean(account), trust: Boolean(trust) }} />
      </div>

      <Card id="profile" className={styles.section} aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t('section.profile')}</h2>
        <ProfileForm
          uid={uid}
          initial={profile}
          fields={['fullname', 'aboutme', 'location', 'website', 'picture']}
          submitLabel={t('profile.save')}
          onSaved={() => {
            dispatch(addToast(said('settings', 'profile.saved'), 'success'));
          }}
        />
      </Card>

      <Card id="preferences" className={styles.section} aria-labelledby="settings-preferences">
        <h2 id="settings-preferences">{t('section.preferences')}</h2>
        <SettingsForm uid={uid} initial={settings} own={own} />
      </Card>

      {own && (
        <Card id="notifications" className={styles.section} aria-labelledby="settings-notifications">
          <h2 id="settings-notifications">{t('section.notifications')}</h2>
          <NotificationSettings />
        </Card>
      )}

      {account && (
        <Card id="account" className={styles.section} aria-labelledby="settings-account">
          <h2 id="settings-account">{t('section.account')}</h2>
          <AccountSecurity
            uid={uid}
            slug={slug}
            username={account.username}
            email={account.email}
            initial={account.security}
            notice={{ connected: account.githubConnected, errorKey: account.errorKey }}
          />
        </Card>
      )}

      {trust && (
        <Card id="trust" className={styles.section} aria-labelledby="settings-trust">
          <h2 id="settings-trust">{t('section.trust')}</h2>
          <TrustProgress progress={trust} own={own} />
        </Card>
      )}

      <Card id="moderation" className={styles.section} aria-labelledby="settings-moderation">
        <h2 id="settings-moderation">{t('section.moderation')}</h2>
        <p className="muted">{own ? t('moderation.intro') : t('moderation.introOther')}</p>
        <ModerationLog uid={uid} first={moderation} />
      </Card>
      {own && <HeldByMe uid={uid} className={styles.section} />}
    </div>
  );
}
