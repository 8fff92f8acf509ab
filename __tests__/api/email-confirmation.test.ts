import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { confirmationPath } from '../../server/users/emailConfirmation';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, row, rows, setUpDiscussionsApp, signUp, topicInput, type Json, type Member } from './discussions-support';

/**
 * Issue 35, confirmed e-mail: sign-up mails a signed confirmation link (the outbox, no SMTP here);
 * until the member follows it they cannot post, reply, host events or add projects
 * (`email-not-confirmed`), and may ask for another mail once every 5 minutes
 * (`confirm-email-already-sent`). A link works for 24 hours (`confirm-email-expired`) and only for
 * the address it was sent to with the server's signature (`email-confirm-failed`). Members who
 * joined before confirmation began, staff, and sites with REQUIRE_EMAIL_CONFIRMATION off are not held.
 */

const app = setUpDiscussionsApp();

let other: Member;
let tid: number;

beforeAll(async () => {
  await signUp(app, 'confadmin');
  other = await signUp(app, 'confother');
  tid = (await createTopic(other)).tid;
});

const messageOf = (reply: { body: Json }) => String(reply.body?.status?.message ?? reply.body?.error ?? '');

/** Signs up and consents, without following the confirmation mail: a new member whose address is not confirmed. */
async function newcomer(username: string, headers: Record<string, string> = {}): Promise<Member> {
  await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
  const agent = new Agent(app().url);
  await agent.config();
  const signed = await agent.request('POST', '/api/v3/users', {
    body: { username, email: `${username}@example.test`, password: 'correct horse battery' },
    headers,
  });
  expect(signed.status).toBe(200);
  const consent = await agent.request('POST', `/register/complete/?_csrf=${agent.csrf}`, { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' }, csrf: false });
  expect(consent.status).toBe(200);
  return { agent, uid: signed.body.response.uid, username };
}

const mailsTo = (username: string) =>
  rows(sql`SELECT uid, subject, text, html FROM email_outbox WHERE "to" = ${`${username}@example.test`} ORDER BY id`);

/** What the new member tries: a topic, a reply, an event, a project. */
async function postingAnswers(member: Member): Promise<string[]> {
  const { agent } = member;
  return [
    messageOf(await agent.post('/api/v3/topics', topicInput())),
    messageOf(await agent.post(`/api/v3/topics/${tid}`, { content: 'A reply with enough words.' })),
    messageOf(await agent.post('/api/events/v1/conference', { title: 'A workshop for everyone', description: 'We build.', summary: 'We build', timestamp: Date.now() + 86_400_000, duration: 60 })),
    messageOf(await agent.post('/api/projects/v1/project', { name: 'Unconfirmed Kit', description: 'A kit.', repository_url: 'https://github.com/example/kit', licence: 'MIT', language: 'Go', tags: ['cli'] })),
  ];
}

describe('issue 35 confirmed e-mail', () => {
  it('sign-up mails a signed link; until it is followed the member cannot post, reply, host or add a project; following it opens posting', async () => {
    const member = await newcomer('confnew');
    const [mail] = await mailsTo('confnew');
    expect(mail).toMatchObject({ uid: member.uid, subject: 'Confirm your e-mail address' });
    expect(mail.text).toMatch(new RegExp(`/confirm-email/${member.uid}/\\d+\\?sig=[A-Za-z0-9_-]+`));
    expect(mail.html).toContain('Confirm my address');

    const config = await member.agent.config();
    expect([config.user.emailConfirmed, config.canPost]).toEqual([false, false]);
    const refused = await member.agent.post('/api/v3/topics', topicInput());
    expect(refused.status).toBe(400);
    expect(await postingAnswers(member)).toEqual(Array(4).fill('[[error:email-not-confirmed]]'));
    // What is not posting goes on: a vote, a follow.
    expect((await member.agent.put(`/api/v3/topics/${tid}/follow`, {})).status).toBe(200);

    const link = await Agent.mailedLink('confnew@example.test', 'confirm-email');
    const confirmed = await member.agent.post('/api/v3/users/email/confirm', link);
    expect([confirmed.status, confirmed.body.response]).toEqual([200, { uid: member.uid, confirmed: true }]);
    expect(await row(sql`SELECT email_confirmed FROM users WHERE uid = ${member.uid}`)).toEqual({ email_confirmed: true });
    const after = await member.agent.config();
    expect([after.user.emailConfirmed, after.canPost]).toEqual([true, true]);
    expect((await member.agent.post('/api/v3/topics', topicInput())).status).toBe(200);
    // The same link again: still confirmed.
    expect((await new Agent(app().url).post('/api/v3/users/email/confirm', link)).status).toBe(200);
  });

  it('"Resend the confirmation mail": a new link at once, then not again within 5 minutes; a confirmed member needs none', async () => {
    const member = await newcomer('confresend');
    const first = await member.agent.post('/api/v3/users/email/confirmation');
    expect([first.status, first.body.response]).toEqual([200, { confirmed: false, sent: true }]);
    expect(await mailsTo('confresend')).toHaveLength(2);
    const again = await member.agent.post('/api/v3/users/email/confirmation');
    expect([again.status, messageOf(again)]).toEqual([400, '[[error:confirm-email-already-sent, 5]]']);
    expect(await mailsTo('confresend')).toHaveLength(2);
    // Either mail's link works.
    await member.agent.confirmEmail('confresend@example.test');
    const done = await member.agent.post('/api/v3/users/email/confirmation');
    expect(done.body.response).toEqual({ confirmed: true, sent: false });
    expect((await new Agent(app().url).post('/api/v3/users/email/confirmation')).status).toBe(401);
  });

  it('a wrong signature, another member, a changed address: email-confirm-failed; a day-old link: confirm-email-expired', async () => {
    const member = await newcomer('confbad');
    const link = await Agent.mailedLink('confbad@example.test', 'confirm-email');
    const visitor = new Agent(app().url);
    const tries = [
      { ...link, sig: `${link.sig.slice(0, -2)}xx` },
      { ...link, uid: other.uid },
      { ...link, timestamp: link.timestamp + 1 },
    ];
    for (const body of tries) expect(messageOf(await visitor.post('/api/v3/users/email/confirm', body))).toBe('[[error:email-confirm-failed]]');

    const old = new URL(confirmationPath(member.uid, 'confbad@example.test', Date.now() - 25 * 3600 * 1000), 'http://x');
    const expired = await visitor.post('/api/v3/users/email/confirm', {
      uid: member.uid,
      timestamp: Number(old.pathname.split('/')[3]),
      sig: old.searchParams.get('sig'),
    });
    expect([expired.status, messageOf(expired)]).toEqual([400, '[[error:confirm-email-expired]]']);

    await getDb().execute(sql`UPDATE users SET email = 'confbad-new@example.test' WHERE uid = ${member.uid}`);
    expect(messageOf(await visitor.post('/api/v3/users/email/confirm', link))).toBe('[[error:email-confirm-failed]]');
    expect(await row(sql`SELECT email_confirmed FROM users WHERE uid = ${member.uid}`)).toEqual({ email_confirmed: false });
  });

  it('a member without an address is told there is none to confirm', async () => {
    const member = await newcomer('confnone');
    await getDb().execute(sql`UPDATE users SET email = '' WHERE uid = ${member.uid}`);
    expect(messageOf(await member.agent.post('/api/v3/users/email/confirmation'))).toBe('[[error:no-email-to-confirm]]');
    expect(messageOf(await member.agent.post('/api/v3/topics', topicInput()))).toBe('[[error:no-email-to-confirm]]');
  });

  it('members who joined before confirmation began, staff, and a site with REQUIRE_EMAIL_CONFIRMATION=off post unconfirmed; no address is marked confirmed for it', async () => {
    // A moderator is vouched for by the team (the first account, the administrator, too).
    const moderator = await newcomer('confmod');
    await addToGroup(moderator.uid, 'Global Moderators');
    expect((await moderator.agent.post('/api/v3/topics', topicInput())).status).toBe(200);
    expect(await row(sql`SELECT email_confirmed FROM users WHERE uid = ${moderator.uid}`)).toEqual({ email_confirmed: false });

    const earlier = await newcomer('confearlier');
    // As migration 0037 leaves every account that existed before it.
    await getDb().execute(sql`UPDATE users SET must_confirm_email = false WHERE uid = ${earlier.uid}`);
    expect((await earlier.agent.config()).canPost).toBe(true);
    expect((await earlier.agent.post('/api/v3/topics', topicInput())).status).toBe(200);
    expect(await row(sql`SELECT email_confirmed FROM users WHERE uid = ${earlier.uid}`)).toEqual({ email_confirmed: false });

    const member = await newcomer('confoff');
    process.env.REQUIRE_EMAIL_CONFIRMATION = 'off';
    try {
      expect((await member.agent.config()).user.emailConfirmed).toBe(true);
      expect((await member.agent.post('/api/v3/topics', topicInput())).status).toBe(200);
    } finally {
      delete process.env.REQUIRE_EMAIL_CONFIRMATION;
    }
    expect((await member.agent.post('/api/v3/topics', topicInput())).status).toBe(400);
  });

  it('the mail is written in the language the new member reads', async () => {
    await newcomer('confspanish', { 'Accept-Language': 'es-MX' });
    await newcomer('confgerman', { 'Accept-Language': 'de-AT,de;q=0.9' });
    expect((await mailsTo('confspanish'))[0].subject).toBe('Confirma tu dirección de correo electrónico');
    const [german] = await mailsTo('confgerman');
    expect(german.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(german.text).toMatch(/\/de\/confirm-email\/\d+\/\d+\?sig=/);
  });
});
