import { ChatButtonMount } from '@/components/chat';
import { BellMount } from '@/components/notifications';
import { ReviewLinkMount } from '@/components/review';
import type { ConfigUser } from '@/lib/session/types';
import { UserMenu } from './UserMenu';

/**
 * The signed-in member's part of the header: the review queue's link (moderators), chat, the
 * bell and the account menu. Its code loads for members only (./LazyMemberArea.tsx).
 *
 * The member (name, picture, unseen badges) comes as a prop from the header, not from the store:
 * on a page rendered for its member this part keeps the server's markup until its code arrives,
 * and a change made meanwhile (a badge acknowledged on the profile) must reach it. A new prop makes
 * React give up that markup for a fresh render; a store subscription inside it would not run until
 * it hydrates, which then kept the server's dot of an acknowledged badge on screen.
 */
export function MemberArea({ user }: { user: ConfigUser }) {
  return (
    <>
      <ReviewLinkMount />
      <ChatButtonMount />
      <BellMount />
      <UserMenu user={user} />
    </>
  );
}
