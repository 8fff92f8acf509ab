import { insertSubmission } from '../../server/forms/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();
const agent = () => new Agent(app().url);

// Each test sends from its own address (X-Forwarded-For, trusted here) so the per-address form
// limit of one test does not spill into another.
let ipSeq = 0;
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const send = (a: Agent, kind: string, body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  a.request('POST', `/api/v3/forms/${kind}`, { body, headers: { 'X-Forwarded-For': ip, ...headers } });

const talk = { email: 'ada@example.test', fullname: 'Ada Lovelace', message: 'We would like to host an AMA.' };

let admin: Agent;
let member: Agent;
let memberUid: number;
const trustProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  process.env.TRUST_PROXY = 'true';
  admin = agent();
  await admin.signUpComplete('formadmin'); // first account: administrator
  member = agent();
  memberUid = (await member.signUpComplete('formmember')).uid;
});

afterAll(() => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});

describe('R2.1 talk to us, early access and feedback forms are stored', () => {
  it('a visitor sends talk to us: answers {id, kind, created_at}; administrators see it with the page it came from', async () => {
    const visitor = agent();
    const reply = await send(visitor, 'talktous', { ...talk, company: 'Analytical Engines' }, nextIp(), {
      Referer: `${app().url}/projects/engine?tab=feed#top`,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toEqual({ code: 'ok', message: 'OK' });
    expect(reply.body.response).toEqual({ id: expect.any(Number), kind: 'talktous', created_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(reply.body.response.created_at))).toBe(false);

    const list = await admin.get('/api/admin/forms?kind=talktous');
    expect(list.status).toBe(200);
    const stored = list.body.submissions.find((s: { id: number }) => s.id === reply.body.response.id);
    expect(stored).toEqual({
      id: reply.body.response.id,
      kind: 'talktous',
      uid: null,
      user: null,
      email: 'ada@example.test',
      fullname: 'Ada Lovelace',
      message: 'We would like to host an AMA.',
      details: { company: 'Analytical Engines' },
      path: '/projects/engine',
      created_at: reply.body.response.created_at,
    });
  });

  it('a member sends feedback and early access: the uid is recorded', async () => {
    const feedback = await send(member, 'feedback', { message: 'Love the events page', rating: 5, page: '/events' });
    expect(feedback.status).toBe(200);
    expect(feedback.body.response.kind).toBe('feedback');
    const early = await send(member, 'earlyaccess', {
      email: 'member@example.test',
      fullname: 'Form Member',
      role: 'Maintainer',
      interest: 'Paid events',
    });
    expect(early.status).toBe(200);

    const list = await admin.get('/api/admin/forms');
    const byId = new Map(list.body.submissions.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(feedback.body.response.id)).toMatchObject({
      kind: 'feedback',
      uid: memberUid,
      user: { uid: memberUid, username: 'formmember', userslug: 'formmember' },
      email: null,
      fullname: null,
      message: 'Love the events page',
      details: { rating: 5 },
      path: '/events',
    });
    expect(byId.get(early.body.response.id)).toMatchObject({
      kind: 'earlyaccess',
      uid: memberUid,
      message: null,
      details: { role: 'Maintainer', interest: 'Paid events' },
    });
  });

  it.each(
    (
      [
        ['talktous', { fullname: 'A', message: 'hi' }, '[[error:required-parameters-missing, email]]'],
        ['talktous', { ...talk, email: 'not-an-email' }, '[[error:invalid-email]]'],
        ['talktous', { ...talk, fullname: '' }, '[[error:required-parameters-missing, fullname]]'],
        ['talktous', { ...talk, fullname: 'x'.repeat(101) }, '[[error:field-too-long, fullname, 100]]'],
        ['talktous', { ...talk, message: '   ' }, '[[error:required-parameters-missing, message]]'],
        ['talktous', { ...talk, message: 'x'.repeat(2001) }, '[[error:field-too-long, message, 2000]]'],
        ['talktous', { ...talk, company: 'c'.repeat(101) }, '[[error:field-too-long, company, 100]]'],
        ['talktous', { ...talk, rating: 3 }, '[[error:field-unknown, rating]]'],
        ['talktous', { ...talk, admin: true }, '[[error:field-unknown, admin]]'],
        ['earlyaccess', { email: 'a@example.test' }, '[[error:required-parameters-missing, fullname]]'],
        ['earlyaccess', { email: 'a@example.test', fullname: 'A', interest: 'i'.repeat(1001) }, '[[error:field-too-long, interest, 1000]]'],
        ['earlyaccess', { email: 'a@example.test', fullname: 'A', message: 'no' }, '[[error:field-unknown, message]]'],
        ['feedback', {}, '[[error:required-parameters-missing, message]]'],
        ['feedback', { message: 'ok', rating: 6 }, '[[error:field-too-big, rating, 5]]'],
        ['feedback', { message: 'ok', rating: 0 }, '[[error:field-too-small, rating, 1]]'],
        ['feedback', { message: 'ok', rating: 2.5 }, '[[error:wrong-parameter-type, rating, int, number]]'],
        ['feedback', { message: 'ok', rating: '4' }, '[[error:wrong-parameter-type, rating, number, string]]'],
        ['feedback', { message: 'ok', email: 'nope' }, '[[error:invalid-email]]'],
        ['feedback', { message: 'ok', page: 'https://evil.example/' }, '[[error:field-invalid, page]]'],
        ['feedback', { message: 'ok', page: `/${'p'.repeat(300)}` }, '[[error:field-too-long, page, 300]]'],
        ['contact', talk, '[[error:field-invalid, kind]]'],
      ] as Array<[string, Record<string, unknown>, string]>
    ).map(([kind, body, message]) => ({ kind, body, message })),
  )('R8.2 refuses bad $kind input with $message, naming the field', async ({ kind, body, message }) => {
    const reply = await send(agent(), kind, body);
    expect(reply.status).toBe(400);
    expect(reply.body.status).toEqual({ code: 'bad-request', message });
  });

  it('R6.4 refuses a submission without the csrf token (403 csrf-invalid)', async () => {
    const a = agent();
    await a.config();
    const reply = await a.request('POST', '/api/v3/forms/feedback', {
      body: { message: 'no token' },
      csrf: false,
      headers: { Cookie: a.cookieHeader(), 'X-Forwarded-For': nextIp() },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.status).toEqual({ code: 'forbidden', message: '[[error:csrf-invalid]]' });
  });

  it('limits submissions to 10 per address in 10 minutes (429 form-rate-limited), counting valid ones only', async () => {
    const a = agent();
    const ip = nextIp();
    expect((await send(a, 'feedback', {}, ip)).status).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      const ok = await send(a, 'feedback', { message: `feedback ${i}` }, ip);
      expect(ok.status).toBe(200);
    }
    const limited = await send(a, 'feedback', { message: 'one too many' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toEqual({ code: 'too-many-requests', message: '[[error:form-rate-limited, 10]]' });
    // Another address is not affected.
    expect((await send(a, 'feedback', { message: 'from elsewhere' })).status).toBe(200);
  });
});

describe('R2.1 administrators read the submissions', () => {
  it('a visitor gets 401 and a member 403 no-privileges', async () => {
    const visitor = await agent().get('/api/admin/forms');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: '[[error:not-logged-in]]' });
    const asMember = await member.get('/api/admin/forms');
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ error: '[[error:no-privileges]]' });
  });

  it('pages 20 at a time, newest first, filtered by kind', async () => {
    for (let i = 0; i < 25; i += 1) {
      await insertSubmission({ kind: 'earlyaccess', email: `bulk${i}@example.test`, fullname: `Bulk ${i}`, details: {} });
    }
    const all = await admin.get('/api/admin/forms?kind=&page=1');
    expect(all.status).toBe(200);
    expect(all.body.submissions).toHaveLength(20);
    const ids = all.body.submissions.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));

    const early = await admin.get('/api/admin/forms?kind=earlyaccess');
    expect(early.body).toMatchObject({ page: 1, pageCount: 2, total: 26 });
    expect(early.body.submissions[0].email).toBe('bulk24@example.test');
    const page2 = await admin.get('/api/admin/forms?kind=earlyaccess&page=2');
    expect(page2.body).toMatchObject({ page: 2, pageCount: 2, total: 26 });
    expect(page2.body.submissions).toHaveLength(6);
    expect(page2.body.submissions.every((s: { kind: string }) => s.kind === 'earlyaccess')).toBe(true);

    const bad = await admin.get('/api/admin/forms?kind=spam');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: '[[error:field-invalid, kind]]' });
    const badPage = await admin.get('/api/admin/forms?page=0');
    expect(badPage.body).toEqual({ error: '[[error:field-too-small, page, 1]]' });
  });
});
