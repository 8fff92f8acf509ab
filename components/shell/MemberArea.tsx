import { ChatButtonMount } from '@/components/chat';
import { BellMount } from '@/components/notifications';
import { ReviewLinkMount } from '@/components/review';
import { UserMenu } from './UserMenu';

/**
 * The signed-in member's part of the header: the review queue's link (moderators), chat, the
 * bell and the account menu. Its code loads for members only (./LazyMemberArea.tsx).
 */
export function MemberArea() {
  return (
    <>
      <ReviewLinkMount />
      <ChatButtonMount />
      <BellMount />
      <UserMenu />
    </>
  );
}
