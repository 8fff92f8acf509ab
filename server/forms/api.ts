import { endpoint } from '../http/route';
import { formReceiptContract, formsPageContract } from '@/lib/forms/contracts';
import { formBody, formKindParams, formListQuery } from '@/lib/forms/schemas';
import { listForms, submitForm } from './service';

/** Form endpoints: visitors and members submit; administrators read. */

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const submitFormEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/forms/{kind}',
  summary: 'Send the talk to us, early access or feedback form; answers {id, kind, created_at}.',
  tag: 'forms',
  family: 'v3',
  access: 'public',
  ownStateOnly: true,
  params: formKindParams,
  body: formBody,
  response: formReceiptContract,
  handle: ({ params, body, viewer, ip, req }) =>
    submitForm(params.kind, body, {
      viewer,
      ip,
      referer: header(req.headers.referer),
      host: header(req.headers.host),
    }),
});

export const listFormsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/forms',
  summary: 'Stored form submissions, 20 a page, newest first (administrators only).',
  tag: 'forms',
  family: 'read',
  access: 'member',
  query: formListQuery,
  response: formsPageContract,
  handle: ({ query, viewer }) => listForms(viewer!, query),
});
