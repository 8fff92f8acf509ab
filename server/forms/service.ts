import { consume, LIMITS } from '../auth/rateLimit';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { insertSubmission, listSubmissions, type SubmissionWithUser } from './repository';
import { FORM_BODIES, FORMS_PER_PAGE, type FormKind } from '@/lib/forms/schemas';
import type { FormBody, FormReceipt, FormsPage, StoredForm } from '@/lib/forms/types';

/** Talk to us, early access and feedback: stored submissions that administrators read. */

interface SubmitContext {
  viewer: Viewer | null;
  ip: string;
  /** The Referer and Host headers: the page the form was sent from, when it is this site. */
  referer?: string;
  host?: string;
}

const MAX_PATH = 300;

/** The path of a same-site Referer, without query or hash; null for anything else. */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if (url.host !== host) return null;
    return url.pathname.slice(0, MAX_PATH);
  } catch {
    return null;
  }
}

/**
 * Stores one submission. The body is checked against the kind's own schema (required fields,
 * fields the kind does not take), then the sender's address is counted against the form limit.
 */
export async function submitForm(kind: FormKind, body: FormBody, ctx: SubmitContext): Promise<FormReceipt> {
  // The route-level schema already parsed every field's bounds; the kind decides which it takes.
  FORM_BODIES[kind].parse(body, { reportInput: true });
  await consume(LIMITS.formsPerIp, ctx.ip);
  const { _csrf: _ignored, email, fullname, message, page, ...extra } = body;
  // Optional fields left empty are not worth keeping.
  const details = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined && v !== ''));
  const row = await insertSubmission({
    kind,
    uid: ctx.viewer?.uid ?? null,
    email: email ?? null,
    fullname: fullname ?? null,
    message: message ?? null,
    details,
    path: page ?? refererPath(ctx.referer, ctx.host),
  });
  return { id: row.id, kind, created_at: row.createdAt.toISOString() };
}

function toSubmission(row: SubmissionWithUser): StoredForm {
  return {
    id: row.id,
    kind: row.kind,
    uid: row.uid,
    user: row.uid !== null && row.username !== null
      ? { uid: row.uid, username: row.username, userslug: row.userslug, picture: row.picture }
      : null,
    email: row.email,
    fullname: row.fullname,
    message: row.message,
    details: row.details,
    path: row.path,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/forms: administrators only; 20 a page, newest first. */
export async function listForms(viewer: Viewer, query: { kind?: FormKind | ''; page: number }): Promise<FormsPage> {
  if (!viewer.isAdmin) throw fail('no-privileges');
  const kind = query.kind || undefined;
  const { rows, total } = await listSubmissions({
    kind,
    limit: FORMS_PER_PAGE,
    offset: (query.page - 1) * FORMS_PER_PAGE,
  });
  return {
    submissions: rows.map(toSubmission),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / FORMS_PER_PAGE)),
    total,
  };
}
