import { Link } from '@/components/ui/Link';
import { NotificationSettings } from '@/components/notifications';
import { Card } from '@/components/ui';
import { ProfileForm } from '@/components/onboarding';
import type { SettingsPageProps } from '@/lib/users/types';
import { useAppDispatch } from '@/store/hooks';
import { addToast } from '@/store/toasts/slice';
import { AccountSecurity } from './AccountSecurity';
import { MemberNotFound } from './MemberNotFound';
import { SettingsForm } from './SettingsForm';
import styles from './Settings.module.css';

type SettingsViewProps = SettingsPageProps;

/**
 * /user/{slug}/settings (R6.2): the member's profile fields (#profile) and settings
 * (#preferences), each saved on its own.
 */
export function SettingsView(props: SettingsViewProps) {
  const dispatch = useAppDispatch();
  if (props.state === 'notFound') return <MemberNotFound slug={props.slug} />;
  if (props.state === 'forbidden') {
    return (
      <Card className="stack" aria-labelledby="settings-title">
        <h1 id="settings-title">You cannot change these settings</h1>
        <p role="alert">Permission Denied! Members can only change their own profile and settings.</p>
        <p>
          <Link href={`/user/${encodeURIComponent(props.slug)}`}>Back to the profile</Link>
        </p>
      </Card>
    );
  }
  const { slug, uid, own, name, profile, settings, account } = props;
  const profileHref = `/user/${encodeURIComponent(slug)}`;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{own ? 'Your settings' : `Settings of ${name}`}</h1>
        <ul className={styles.toc} aria-label="On this page">
          <li>
            <a href="#profile">Profile</a>
          </li>
          <li>
            <a href="#preferences">Preferences</a>
          </li>
          {own && (
            <li>
              <a href="#notifications">Notifications</a>
            </li>
          )}
          {account && (
            <li>
              <a href="#account">Account and security</a>
            </li>
          )}
          <li>
            <Link href={profileHref}>View profile</Link>
          </li>
        </ul>
      </div>

      <Card id="profile" className={styles.section} aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile</h2>
        <ProfileForm
          uid={uid}
          initial={profile}
          fields={['fullname', 'aboutme', 'location', 'website', 'picture']}
          submitLabel="Save profile"
          onSaved={() => {
            dispatch(addToast('Profile saved', 'success'));
          }}
        />
      </Card>

      <Card id="preferences" className={styles.section} aria-labelledby="settings-preferences">
        <h2 id="settings-preferences">Preferences</h2>
        <SettingsForm uid={uid} initial={settings} own={own} />
      </Card>

      {own && (
        <Card id="notifications" className={styles.section} aria-labelledby="settings-notifications">
          <h2 id="settings-notifications">Notifications</h2>
          <NotificationSettings />
        </Card>
      )}

      {account && (
        <Card id="account" className={styles.section} aria-labelledby="settings-account">
          <h2 id="settings-account">Account and security</h2>
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
    </div>
  );
}
