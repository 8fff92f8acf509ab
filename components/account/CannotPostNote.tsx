import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui';
import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/store/selectors';

/**
 * Why a signed-in member cannot post yet (R4.14: posting needs a group), with the way out: a
 * member who has not finished registration (the consent step) is sent to finish it; a registered
 * member without a group is told to ask an administrator. The composer and the reply box both say it.
 */
export function CannotPostNote({ action = 'post' }: { action?: string }) {
  const config = useAppSelector(selectConfig);
  if (config?.registrationComplete) {
    return (
      <p>
        {`Your registration is complete, but your account is not in a member group yet, and you can ${action} once it is. Please ask an administrator to add it.`}
      </p>
    );
  }
  return (
    <>
      <p>{`Please finish your registration first: agree to how we use your data, then you can ${action}.`}</p>
      <Link href="/register/complete" className={buttonClass('primary', { link: true })}>
        Complete registration
      </Link>
    </>
  );
}
