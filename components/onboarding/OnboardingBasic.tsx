import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { buttonClass, Card } from '@/components/ui';
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
  const router = useRouter();
  const next = safeReturnTo(redirect);

  return (
    <Card className={styles.panel} aria-labelledby="onboarding-title">
      <p className={styles.step}>Welcome aboard</p>
      <h1 id="onboarding-title">Tell the community about yourself</h1>
      <p className="muted">
        Contributors see this on your profile and next to your posts. You can change it any time in your settings.
      </p>
      <ProfileForm
        uid={uid}
        initial={initial}
        fields={['fullname', 'username', 'aboutme', 'location', 'picture']}
        submitLabel="Save and continue"
        onSaved={async () => {
          await router.push(next);
        }}
        secondary={
          <Link href={next} className={buttonClass('secondary', { link: true })}>
            Skip for now
          </Link>
        }
      />
    </Card>
  );
}
