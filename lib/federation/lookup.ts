import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { csrfField, line } from '@/lib/strings';

/**
 * Finding a fediverse account to follow (issue 38): what a member types is a handle
 * (`@ana@mastodon.social` or `ana@mastodon.social`) or the address of the account's profile.
 */

export type FediverseAddress = { kind: 'handle'; handle: string; host: string } | { kind: 'url'; url: string; host: string };

const HANDLE = /^@?([^@\s/]+)@([^@\s/]+)$/;

/** What a member typed, as a handle or an http(s) address; null when it is neither. */
export function parseFediverseAddress(input: string): FediverseAddress | null {
  const text = input.trim();
  const handle = HANDLE.exec(text);
  if (handle) {
    try {
      return { kind: 'handle', handle: `${handle[1]}@${handle[2]}`, host: new URL(`https://${handle[2]}`).host };
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'url', url: url.href, host: url.host } : null;
  } catch {
    return null;
  }
}

export const fediverseLookupBody = z.object({ query: line().trim().min(3).max(300), _csrf: csrfField, csrf_token: csrfField });

export interface FediverseAccount {
  uid: number;
  username: string;
  userslug: string;
}

export const fediverseAccountContract = contractFor<FediverseAccount>()(
  z.strictObject({ uid: z.number().int().positive(), username: z.string(), userslug: z.string() }),
);
