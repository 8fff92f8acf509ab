import { createPublished, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';

/**
 * Hardening 18: while either of two members blocks the other, one cannot pull the other into
 * what they run: register them for an event (`register-blocked`), name them co-host
 * (`cohost-blocked`) or make them maintainer of a project (`maintainer-blocked`), as following is
 * refused (`follow-blocked`). Unblocked, each works again.
 */

const app = setUpEventsApp();
const E = '/api/events/v1';
const P = '/api/projects/v1';

let bully: Member, target: Member, friend: Member;

beforeAll(async () => {
  [, bully, target, friend] = await signUpAll(app, 'blkadmin', 'blkbully', 'blktarget', 'blkfriend');
});

let names = 0;
async function project(owner: Member): Promise<Json> {
  names += 1;
  const reply = await owner.agent.post(`${P}/project`, { name: `Blocked Project ${names}`, description: 'A project.', tags: ['tooling'] });
  if (reply.status !== 200) throw new Error(`project failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const errorOf = (reply: { body: Json }) => reply.body?.error ?? reply.body?.status?.message;

/** Everything the bully tries to do with `who`: the status and error of each. */
async function pullIn(who: Member) {
  const event = await createPublished(bully);
  const register = await bully.agent.post(`${E}/event/${event.id}/participant`, { user_id: [who.uid] });
  const cohostOnCreate = await bully.agent.post(`${E}/conference`, {
    title: 'A workshop with a co-host',
    summary: 'Together',
    description: 'Together.',
    timestamp: Date.now() + 86_400_000,
    duration: 60,
    organizers: [{ user_id: who.uid, bio: 'Co-host' }],
  });
  const cohostOnEdit = await bully.agent.put(`${E}/event/${event.id}`, { organizers: [{ user_id: bully.uid }, { user_id: who.uid, bio: 'Co-host' }] });
  const maintainer = await bully.agent.post(`${P}/project/${(await project(bully)).id}/maintainers`, { uid: who.uid });
  return {
    register: [register.status, errorOf(register)],
    cohostOnCreate: [cohostOnCreate.status, errorOf(cohostOnCreate)],
    cohostOnEdit: [cohostOnEdit.status, errorOf(cohostOnEdit)],
    maintainer: [maintainer.status, errorOf(maintainer)],
  };
}

const REFUSED = {
  register: [403, '[[error:register-blocked]]'],
  cohostOnCreate: [403, '[[error:cohost-blocked]]'],
  cohostOnEdit: [403, '[[error:cohost-blocked]]'],
  maintainer: [403, '[[error:maintainer-blocked]]'],
};
const ALLOWED = { register: [200, undefined], cohostOnCreate: [200, undefined], cohostOnEdit: [200, undefined], maintainer: [200, undefined] };

describe('hardening 18: blocks keep members out of each other’s events and projects', () => {
  it('hardening 18: a member someone blocked cannot register them, name them co-host or make them maintainer', async () => {
    expect((await target.agent.put(`/api/v3/users/${bully.uid}/block`)).status).toBe(200);
    expect(await pullIn(target)).toEqual(REFUSED);
    // Among several members, one blocked one refuses the whole request.
    const event = await createPublished(bully);
    const several = await bully.agent.post(`${E}/event/${event.id}/participant`, { user_id: [friend.uid, target.uid] });
    expect([several.status, errorOf(several)]).toEqual([403, '[[error:register-blocked]]']);
    // Others are not affected.
    expect(await pullIn(friend)).toEqual(ALLOWED);
  });

  it('hardening 18: the member who blocks cannot pull in the one they blocked either; unblocked, it works again', async () => {
    expect((await target.agent.delete(`/api/v3/users/${bully.uid}/block`)).status).toBe(200);
    expect((await bully.agent.put(`/api/v3/users/${friend.uid}/block`)).status).toBe(200);
    expect(await pullIn(friend)).toEqual(REFUSED);
    expect((await bully.agent.delete(`/api/v3/users/${friend.uid}/block`)).status).toBe(200);
    expect(await pullIn(friend)).toEqual(ALLOWED);
    expect(await pullIn(target)).toEqual(ALLOWED);
  });
});
