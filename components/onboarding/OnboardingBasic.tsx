import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { buttonClass, Card } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { safeReturnTo } from '@/lib/returnTo';
import { ProfileForm, type ProfileValues } from './ProfileForm';
import styles from './Onboarding.module.css';

type OnboardingBasicProps = {
  uid: number;
  initial: ProfileValues;
  /** `?redirect=` as given; only a same-site path is followed, else the feed. */
  redirect: string | null;
};

/** /onboarding/basic (R1.13): the new member's basic profile, then on to `redirect`. */
export function OnboardingBasic({ uid, initial, redirect }: OnboardingBasicProps) {
  const t = useT('onboarding');
  const router = useRouter();
  const next = safeReturnTo(redirect);

  return (
    <Card className={styles.panel} aria-labelledby="onboarding-title">
      <p className={styles.step}>{t('basic.step')}</p>
      <h1 id="onboarding-title">{t('basic.title')}</h1>
      <p className="muted">{t('basic.lead')}</p>
      <ProfileForm
        uid={uid}
        initial={initial}
        fields={['fullname', 'username', 'aboutme', 'location', 'picture']}
        submitLabel={t('basic.save')}
        onSaved={async () => {
          await router.push(next);
        }}
        secondary={
          <Link href={next} className={buttonClass('secondary', { link: true })}>
            {t('basic.skip')}
          </Link>
        }
      />
    </Card>
  );
}
