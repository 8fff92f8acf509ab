import { memberKindOfHint } from '@/lib/personal/hint';
import { personalScript } from '@/lib/personal/script';
import { SUBJECT_LIMITS, subjectsOf, subjectsQuery } from '@/lib/personal/subjects';

/**
 * Issue 33: which items of a shared page the personal layer is asked about, found in the page's
 * data by their member fields wherever they sit, and the page's first script that asks.
 */
describe('Issue 33 the personal layer’s subjects', () => {
  const post = (pid: number) => ({ pid, upvoted: false, bookmarked: false, content: 'x' });
  it('finds posts, topics and events by their member fields, at any depth, once each and sorted', () => {
    const props = {
      appConfig: { uid: -1 },
      seed: {
        topic: { topic: { tid: 6, isFollowing: false, privileges: { reply: false }, posts: [post(30)] }, questions: [{ ...post(32), answers: [post(31)] }] },
        feed: { posts: [post(30), post(7)] },
        events: { events: [{ id: 4, current_user_role: 'none' }], eventList: [{ id: 2, current_user_role: 'none' }] },
        other: { pid: 99, votes: 3 },
      },
    };
    const subjects = subjectsOf(props);
    expect(subjects).toEqual({ posts: [7, 30, 31, 32], topics: [6], events: [2, 4], projects: [], members: [], polls: [] });
    // What every page carries besides its data is not searched: the messages, the session's configuration.
    expect(subjectsOf({ ...props, messages: { odd: post(5) }, appConfig: { uid: -1, featured: post(6) } })).toEqual(subjects);
    expect(subjectsQuery(subjects)).toBe('posts=7%2C30%2C31%2C32&topics=6&events=2%2C4');
    expect(subjectsQuery({ posts: [], topics: [], events: [], projects: [], members: [], polls: [] })).toBe('');
  });

  it("finds a profile's member by the reader's follow and block, not the members its lists show", () => {
    const props = {
      summary: { uid: 12, blocked: false, viewerFollows: false, followerList: [{ uid: 3, username: 'a' }] },
      seed: { memberRelation: { uid: 12, followers: 1, viewerFollows: false, blocked: false }, memberPosts: { uid: 12, posts: [post(40)] } },
    };
    const subjects = subjectsOf(props);
    expect(subjects.members).toEqual([12]);
    expect(subjectsQuery(subjects)).toBe('posts=40&members=12');
  });

  it("R3.11: finds an event page's polls by their member's choice, not the event's other lists", () => {
    const poll = (id: number) => ({ id, event_id: 6, text: 'Q', options: [{ id: id * 10, text: 'A', votes: 0 }], total_votes: 0, my_vote: null });
    const props = { seed: { event: { loaded: true, event: { id: 6, current_user_role: 'none' }, polls: [poll(3), poll(2)] } } };
    const subjects = subjectsOf(props);
    expect(subjects).toMatchObject({ events: [6], polls: [2, 3] });
    expect(subjectsQuery(subjects)).toBe('events=6&polls=2%2C3');
  });

  it('keeps each kind within its limit', () => {
    const many = Array.from({ length: SUBJECT_LIMITS.posts + 20 }, (_, i) => post(i + 1));
    expect(subjectsOf(many).posts).toHaveLength(SUBJECT_LIMITS.posts);
  });

  it('the page’s first script asks GET /api/personal for them and reads the member hint', () => {
    const script = personalScript('posts=1%2C2');
    expect(script).toContain('"/api/personal?posts=1%2C2"');
    expect(script).toContain('community\\.member=');
    expect(personalScript('')).toContain('"/api/personal"');
  });

  it('the first script applies the theme the member hint names and marks the member before anything paints; a hint names its kind', () => {
    const root = document.documentElement;
    document.cookie = 'community.member=member.dark; path=/';
    // The script as the page's head runs it (jsdom runs no inline scripts of its own).
    new Function(personalScript(''))();
    expect([root.dataset.theme, root.dataset.member]).toEqual(['dark', 'member']);
    delete root.dataset.theme;
    document.cookie = 'community.member=staff.system; path=/';
    new Function(personalScript(''))();
    expect([root.dataset.theme, root.dataset.member]).toEqual([undefined, 'staff']);
    document.cookie = 'community.member=; path=/; max-age=0';
    delete root.dataset.member;
    delete window.__personal;

    expect(['member.system', 'member.dark', 'staff.light', 'member.neon', 'visitor.dark', '', undefined].map(memberKindOfHint)).toEqual(['member', 'member', 'staff', null, null, null, null]);
  });
});
