import type { Ref } from 'react';

/**
 * The two registration consents (gdpr_agree_data, gdpr_agree_email), shared by the consent page
 * and the consent dialog. Never pre-ticked: the member ticks both themselves.
 */
interface ConsentChecksProps {
  data: boolean;
  email: boolean;
  onChange: (consent: 'data' | 'email', checked: boolean) => void;
  className?: string;
  checkClassName?: string;
  describedBy?: string;
  dataRef?: Ref<HTMLInputElement>;
  emailRef?: Ref<HTMLInputElement>;
}

export function ConsentChecks({ data, email, onChange, className, checkClassName = 'check', describedBy, dataRef, emailRef }: ConsentChecksProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="visually-hidden">Your consent</legend>
      <label className={checkClassName}>
        <input ref={dataRef} type="checkbox" name="gdpr_agree_data" checked={data} onChange={(e) => onChange('data', e.target.checked)} />
        <span>
          I agree that this site stores and processes the data I give it (profile, posts, events I join) to run my account.
        </span>
      </label>
      <label className={checkClassName}>
        <input ref={emailRef} type="checkbox" name="gdpr_agree_email" checked={email} onChange={(e) => onChange('email', e.target.checked)} />
        <span>I agree to receive emails about my account and the activity I follow.</span>
      </label>
    </fieldset>
  );
}
