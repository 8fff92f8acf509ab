import { buttonClass } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { ReportSubject } from '@/lib/review/subject';

/**
 * "Report" on a profile, an event or a project (issue 35): a link to `#report`, which the URL-hash
 * dialog router opens (a visitor signs in first) for the subject named here
 * (lib/review/subject.ts). Imports no code (the subject's reader is the dialog's), so the shared page carries next to nothing for it.
 */
export function ReportLink({ type, id, name }: ReportSubject) {
  const t = useT('common');
  return (
    <a href="#report" className={buttonClass('secondary', { link: true })} data-report={`${type}:${id}`} data-report-name={name}>
      {t('report.open')}
    </a>
  );
}
