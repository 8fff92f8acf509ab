import type { Ref } from 'react';

/**
 * The two registration consents (gdpr_agree_data, gdpr_agree_email), shared by the consent page
 * and the consent dialog. Never pre-ticked: the member ticks both themselves. Each caller gives
 * the words from its own catalogue (the dialog shows on every page, the page only on its own).
 */
interface ConsentChecksProps {
  texts: { legend: string; data: string; email: string };
  data: boolean;
  email: boolean;
  onChange: (consent: 'data' | 'email', checked: boolean) => void;
  className?: string;
  checkClassName?: string;
  describedBy?: string;
  dataRef?: Ref<HTMLInputElement>;
  emailRef?: Ref<HTMLInputElement>;
}

export function ConsentChecks({ texts, data, email, onChange, className, checkClassName = 'check', describedBy, dataRef, emailRef }: ConsentChecksProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="visually-hidden">{texts.legend}</legend>
      <label className={checkClassName}>
        <input ref={dataRef} type="checkbox" name="gdpr_agree_data" checked={data} onChange={(e) => onChange('data', e.target.checked)} />
        <span>{texts.data}</span>
      </label>
      <label className={checkClassName}>
        <input ref={emailRef} type="checkbox" name="gdpr_agree_email" checked={email} onChange={(e) => onChange('email', e.target.checked)} />
        <span>{texts.email}</span>
      </label>
    </fieldset>
  );
}
