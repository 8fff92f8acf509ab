import type { Context } from '@fedify/fedify';
import jsonld from 'jsonld';
import { acceptAnswer } from '../discussions/service';
import { findPost } from '../discussions/repository';
import type { Viewer } from '../users/viewer';
import { SITE_IDENTIFIER } from './localActors';

/**
 * Accepted answers from other sites (issue 38, docs/features/federation.md "Accepted answers"):
 * a post that came from the fediverse whose object names a reply as schema.org's
 * `acceptedAnswer` has that reply accepted here too, through the service a member accepts with
 * (`acceptAnswer`: the post's author, an answer that replies to it), and withdrawn when the
 * object no longer names one. Activities carry only Fedify's vocabulary (their integrity proofs
 * re-serialise them), so the object is read again from its server when its Update arrives, with
 * the site's signed, guarded fetch, and expanded by jsonld (Fedify's JSON-LD processor) so any
 * prefix or context a peer uses for the term is understood.
 */

const ACCEPTED_ANSWER = ['https://schema.org/acceptedAnswer', 'http://schema.org/acceptedAnswer'];

/** The answer the object at `iri` names (null: none), or undefined when it could not be read. */
async function acceptedAnswerOf(ctx: Context<void>, iri: URL): Promise<URL | null | undefined> {
  const load = await ctx.getDocumentLoader({ identifier: SITE_IDENTIFIER });
  const fetched = await load(iri.href).catch(() => null);
  if (!fetched) return undefined;
  const expanded = await jsonld.expand(fetched.document, { documentLoader: ctx.contextLoader }).catch(() => null);
  const node = expanded?.find((n) => n['@id'] === iri.href);
  if (!node) return undefined;
  for (const term of ACCEPTED_ANSWER) {
    const values = node[term];
    const id = Array.isArray(values) ? (values[0] as { '@id'?: unknown } | undefined)?.['@id'] : undefined;
    if (typeof id === 'string' && URL.canParse(id)) return new URL(id);
  }
  return null;
}

/**
 * After a remote author's Update of their post `pid` (object `iri`): the answer its object names
 * is accepted here (`answerPid` maps the answer's id to a post here: ours or one that came from
 * the fediverse); none named withdraws the one accepted. An answer that is not here changes nothing.
 */
export async function followAcceptedAnswer(
  ctx: Context<void>,
  author: Viewer,
  pid: number,
  iri: URL,
  answerPid: (iri: URL) => Promise<number | null>,
): Promise<void> {
  const named = await acceptedAnswerOf(ctx, iri);
  if (named === undefined) return;
  const aid = named ? await answerPid(named) : 0;
  const post = await findPost(pid);
  if (aid === null || !post || post.aid === aid) return;
  await acceptAnswer(author, pid, { aid, answered: aid !== 0 });
}
