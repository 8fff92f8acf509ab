import { insertProject } from '../../server/projects/repository';
import { sendReminders } from '../../server/events/reminders';
import { createPublished, HOUR, setStart, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';

/**
 * R3.10 notifications of events and projects as members read them: reminders within the hour,
 * cancellations, new events and topics of followed projects (with their actor), and the same
 * rules as every notification (a type turned off, a blocked host).
 */

const app = setUpEventsApp();
const E = '/api/events/v1';
let host: Member;
let fan: Member;
let quiet: Member;

const ofType = async (m: Member, type: string): Promise<Json[]> =>
  (await m.agent.get('/api/notifications')).body.notifications.filter((n: Json) => n.type === type);

beforeAll(async () => {
  [, host, fan, quiet] = await signUpAll(app, 'evnadmin', 'evnhost', 'evnfan', 'evnquiet');
  await host.agent.put(`/api/v3/users/${host.uid}`, { fullname: 'Hana Host' });
});

describe('R3.10 event notifications', () => {
  it('a reminder within the hour reads as one; a member who turned reminders off gets none', async () => {
    const event = await createPublished(host, { title: 'Reminder workshop', timestamp: Date.now() + 5 * HOUR });
    for (const m of [fan, quiet]) expect((await m.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
    expect((await quiet.agent.put('/api/v3/notifications/settings', { types: { 'event-reminder': 'off' } })).status).toBe(200);
    await setStart(event.id, Date.now() + 30 * 60_000);
    expect(await sendReminders()).toBe(1);
    const [n] = await ofType(fan, 'event-reminder');
    expect(n).toMatchObject({ actors: [], object: { type: 'event', id: event.id, title: 'Reminder workshop' }, bodyShort: '"Reminder workshop" starts within the hour', read: false });
    expect(await ofType(quiet, 'event-reminder')).toEqual([]);
  });

  it('a cancelled event tells its registrants', async () => {
    const event = await createPublished(host, { title: 'Workshop that gets cancelled', timestamp: Date.now() + 48 * HOUR });
    expect((await fan.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'delete' })).status).toBe(200);
    const [n] = (await ofType(fan, 'event-cancelled')).filter((x: Json) => x.object.id === event.id);
    expect(n).toMatchObject({ bodyShort: '"Workshop that gets cancelled" was cancelled' });
  });
});

describe('R1.10 R3.10 followed projects', () => {
  it('a new event and a new topic of a followed project name their author; a blocked host tells nothing', async () => {
    const project = await insertProject({ name: 'Notified engine', slug: 'notified-engine' });
    for (const m of [fan, quiet]) expect((await m.agent.put(`/api/projects/v1/project/${project.id}/follow`, {})).status).toBe(200);
    expect((await quiet.agent.put(`/api/v3/users/${host.uid}/block`, {})).status).toBe(200);
    const event = await createPublished(host, { title: 'Engine office hours', projects: [project.id] });
    const [n] = (await ofType(fan, 'project-new-event')).filter((x: Json) => x.object.id === event.id);
    expect(n).toMatchObject({ actors: [expect.objectContaining({ uid: host.uid, fullname: 'Hana Host' })], bodyShort: 'Hana Host published the event "Engine office hours" in a project you follow' });
    const topic = await host.agent.post('/api/v3/topics', { title: 'Engine roadmap questions', content: 'What should the engine do next year?', projects: [project.id] });
    expect(topic.status).toBe(200);
    const [t] = (await ofType(fan, 'project-new-topic')).filter((x: Json) => x.object.id === topic.body.response.tid);
    expect(t.bodyShort).toBe('Hana Host started "Engine roadmap questions" in a project you follow');
    expect(await ofType(quiet, 'project-new-event')).toEqual([]);
    expect(await ofType(quiet, 'project-new-topic')).toEqual([]);
  });
});
