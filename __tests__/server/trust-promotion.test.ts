import { getConfig } from '../../server/config';
import { DEFAULT_TRUST_THRESHOLDS, levelEarned, nextLevel, promotedLevel, thresholdsWith, type TrustStats } from '../../lib/trust/promotion';

/** Issue 35, the promotion rule (lib/trust/promotion.ts) and its settings (docs/features/trust.md). */

const none: TrustStats = { accountDays: 0, daysVisited: 0, topicsRead: 0, repliesReceived: 0, upvotesReceived: 0, acceptedAnswers: 0, daysSinceUpheldFlag: null };
const basic: TrustStats = { ...none, accountDays: 1, daysVisited: 2, topicsRead: 5 };
const member: TrustStats = { ...basic, accountDays: 7, daysVisited: 10, topicsRead: 30, repliesReceived: 3, upvotesReceived: 5 };
const regular: TrustStats = { ...member, accountDays: 30, daysVisited: 50, topicsRead: 100, repliesReceived: 20, upvotesReceived: 20, acceptedAnswers: 3 };

describe('issue 35 levelEarned', () => {
  it('gives the highest level whose requirements and those below it are met', () => {
    expect(levelEarned(none)).toBe(0);
    expect(levelEarned(basic)).toBe(1);
    expect(levelEarned({ ...basic, topicsRead: 4 })).toBe(0);
    expect(levelEarned(member)).toBe(2);
    expect(levelEarned(regular)).toBe(3);
    // Accepted answers alone do not skip level 2's visits.
    expect(levelEarned({ ...regular, daysVisited: 9 })).toBe(1);
  });

  it('an upheld report holds level 2 back for 60 days and level 3 for 100', () => {
    expect(levelEarned({ ...member, daysSinceUpheldFlag: 59 })).toBe(1);
    expect(levelEarned({ ...member, daysSinceUpheldFlag: 60 })).toBe(2);
    expect(levelEarned({ ...regular, daysSinceUpheldFlag: 99 })).toBe(2);
    expect(levelEarned({ ...regular, daysSinceUpheldFlag: 100 })).toBe(3);
  });
});

describe('issue 35 promotedLevel', () => {
  it('only raises, never past what was earned, never a locked level, never to 4', () => {
    expect(promotedLevel(0, false, member)).toBe(2);
    expect(promotedLevel(3, false, basic)).toBe(3);
    expect(promotedLevel(4, false, regular)).toBe(4);
    expect(promotedLevel(0, true, regular)).toBe(0);
  });
});

describe('issue 35 nextLevel', () => {
  it('says what the next level asks for with the member\'s counts; none from level 3', () => {
    const next = nextLevel(1, { ...basic, daysSinceUpheldFlag: 12 });
    expect(next?.level).toBe(2);
    expect(next?.needs).toEqual([
      { key: 'accountDays', have: 1, need: 7 },
      { key: 'daysVisited', have: 2, need: 10 },
      { key: 'topicsRead', have: 5, need: 30 },
      { key: 'repliesReceived', have: 0, need: 3 },
      { key: 'upvotesReceived', have: 0, need: 5 },
      { key: 'cleanDays', have: 12, need: 60 },
    ]);
    expect(nextLevel(3, regular)).toBeNull();
  });
});

describe('issue 35 the thresholds settings', () => {
  it('TRUST_LEVEL_1..3 override some requirements of a level; unknown names and bad values keep the default', () => {
    const t = thresholdsWith({ 1: 'daysVisited=4, topicsRead=0', 2: 'bogus=3,repliesReceived=-1,upvotesReceived=x', 3: undefined });
    expect(t[1]).toEqual({ ...DEFAULT_TRUST_THRESHOLDS[1], daysVisited: 4, topicsRead: 0 });
    expect(t[2]).toEqual(DEFAULT_TRUST_THRESHOLDS[2]);
    expect(t[3]).toEqual(DEFAULT_TRUST_THRESHOLDS[3]);
    expect(levelEarned({ ...basic, topicsRead: 0, daysVisited: 4 }, t)).toBe(1);
    expect(getConfig({ NODE_ENV: 'test', TRUST_LEVEL_2: 'accountDays=0' }).trustThresholds[2].accountDays).toBe(0);
    expect(getConfig({ NODE_ENV: 'test' }).trustThresholds).toEqual(DEFAULT_TRUST_THRESHOLDS);
  });
});
