import { notifyNewFollower } from '../users/follows';
import { insertFollow } from '../users/followsRepository';
import { DEMO_FOLLOWS } from './members';
import type { DemoStep } from './seed';
import { DAY_MS } from '@/lib/time';


/**
 * Members following members in the demo (R3.15): each follow dated and told to the followed
 * member as in the app (`new-follower`, grouped per day); the notifications step then marks the
 * older ones read. A second run adds nothing (the follows exist, so nothing is told again).
 */
export const followsStep: DemoStep = {
  name: 'follows',
  async run(ctx) {
    const now = Date.now();
    const ordered = [...DEMO_FOLLOWS].sort((a, b) => b[2] - a[2]);
    for (const [followerName, followedName, daysAgo] of ordered) {
      const follower = ctx.members.get(followerName);
      const followed = ctx.members.get(followedName);
      if (!follower || !followed) continue;
      const at = new Date(now - daysAgo * DAY_MS);
      if (await insertFollow(follower.uid, followed.uid, at)) {
        await notifyNewFollower({ uid: follower.uid, username: follower.username }, { uid: followed.uid, userslug: followed.userslug }, at);
      }
    }
  },
};
