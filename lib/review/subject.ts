import type { ReportType } from './types';

/**
 * What a page offers to report (issue 35): its member, event or project, named by the page's
 * `#report` link (components/report/ReportLink.tsx) in `data-report="{type}:{id}"` and
 * `data-report-name`, which the report dialog reads when the hash router opens it.
 */

export interface ReportSubject {
  type: Exclude<ReportType, 'post'>;
  id: number;
  /** The member's, event's or project's name, or a chat message's author (issue 36: the message names it in the dialog's props), for the dialog's title. */
  name: string;
}

const SUBJECT = /^(user|event|project):([1-9]\d{0,9})$/;

/** The subject the page's report link names; null when the page has none. */
export function subjectOnPage(doc: Document): ReportSubject | null {
  const link = doc.querySelector<HTMLElement>('[data-report]');
  const found = SUBJECT.exec(link?.dataset.report ?? '');
  if (!link || !found) return null;
  return { type: found[1] as ReportSubject['type'], id: Number(found[2]), name: link.dataset.reportName ?? '' };
}
