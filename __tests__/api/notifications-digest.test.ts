import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { runSweep } from '../../server/discussions/sweep';
import { sendDueDigests } from '../../server/notifications/digest';
import { createTopic, replyTo, rows, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/** A name or title as the mail writes it: isolated by direction (FSI … PDI, lib/text.ts `isolated`). */
const iso = (text: string) => `\u2068${text}\u2069`;

/**
 * R3.10 the e-mail digest: members who opt in get their unread notifications of the types they
 * want by e-mail once per period, through a real SMTP server on loopback (the `smtp-server`
 * package) when SMTP_URL is set, else stored in the outbox administrators read; every digest
 * carries a signed one-click unsubscribe link (RFC 8058 headers) that works without signing in.
 */

const app = setUpDiscussionsApp();
const received: string[] = [];
let smtp: SMTPServer;
let admin: Member;
let reader: Member;
let writer: Member;
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  // Links in mail name the site's public address, never the request's.
  process.env.PUBLIC_URL = 'https://community.example.test';
  [admin, reader, writer] = await signUpAll(app, 'digestadmin', 'digestreader', 'digestwriter');
  // Each sign-up's confirmation mail (issue 35) went out through SMTP too; the digests start from here.
  expect(received.map((m) => /^Subject: (.*)$/m.exec(m)?.[1])).toEqual(Array(3).fill('Confirm your e-mail address'));
  received.length = 0;
  await rows(sql`DELETE FROM email_outbox RETURNING id`);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const settings = async (m: Member) => (await m.agent.get('/api/notifications/settings')).body;
const unsubscribePath = (header: string) => new URL(header.replace(/^<|>$/g, '')).pathname + new URL(header.replace(/^<|>$/g, '')).search;

describe('R3.10 a daily digest reaches the local SMTP server', () => {
  let mail: Json;

  it('holds the unread notifications of the wanted types since the last digest, once per period', async () => {
    // The first post's badge comes before the opt-in: older than the period, so not in the digest.
    const topic = await createTopic(reader, { title: 'Digest material: a question about caching' });
    expect((await reader.agent.get('/api/notifications')).body.notifications.map((n: Json) => n.type)).toEqual(['badge-awarded']);
    const opted = await reader.agent.put('/api/v3/notifications/settings', { digest: 'daily', types: { mention: 'web' } });
    expect(opted.body.response.digest).toBe('daily');
    await replyTo(writer, topic.tid, { content: 'A reply the digest should carry.' });
    await writer.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    await createTopic(writer, { title: 'A mention that stays on the site', content: 'Hello @digestreader, see this.' });
    // Read ones are left out.
    const read = await createTopic(reader, { title: 'Already read notification topic' });
    await replyTo(writer, read.tid, { content: 'This one is read before the digest.' });
    const [readOne] = (await reader.agent.get('/api/notifications')).body.notifications.filter((n: Json) => n.object?.id === read.tid);
    await reader.agent.put(`/api/v3/notifications/${readOne.id}/read`, {});

    expect(await sendDueDigests(new Date(Date.now() + 2 * HOUR))).toBe(0); // not a day yet
    const swept = await runSweep(new Date(Date.now() + 25 * HOUR));
    expect(swept.digests).toBe(1);
    expect(received).toHaveLength(1);
    mail = await PostalMime.parse(received[0]!);
    expect(mail.to).toEqual([expect.objectContaining({ address: 'digestreader@example.test' })]);
    expect(mail.from.address).toBe('no-reply@community.example.test');
    expect(mail.text).toContain(`https://community.example.test/posts/`);
    expect(mail.subject).toBe('2 unread notifications in your daily digest');
    expect(mail.text).toContain(`${iso('digestwriter')} replied to you in "${iso('Digest material: a question about caching')}"`);
    expect(mail.text).toContain(`${iso('digestwriter')} upvoted your post in "${iso('Digest material: a question about caching')}"`);
    expect(mail.text).not.toContain('mentioned you');
    expect(mail.text).not.toContain('badge');
    expect(mail.text).not.toContain('Already read notification topic');
    expect(mail.html).toContain(`${iso('digestwriter')} replied to you in &quot;${iso('Digest material: a question about caching')}&quot;`);
    const stored = await rows(sql`SELECT "to", sent_at, error FROM email_outbox ORDER BY id`);
    expect(stored).toEqual([expect.objectContaining({ to: 'digestreader@example.test', error: null })]);
    expect(stored[0].sent_at).not.toBeNull();
    // The period restarted: nothing more until the next day, however often the sweep runs.
    expect(await sendDueDigests(new Date(Date.now() + 26 * HOUR))).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('carries RFC 8058 List-Unsubscribe headers; the signed link turns the digest off without signing in', async () => {
    const header = (name: string) => mail.headers.find((h: Json) => h.key === name)?.value as string;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = header('list-unsubscribe');
    expect(link).toMatch(/^<https:\/\/community\.example\.test\/api\/notifications\/unsubscribe\?uid=\d+&sig=[\w-]+>$/);
    expect(mail.text).toContain(link.replace(/^<|>$/g, ''));
    const path = unsubscribePath(link);

    const forged = await fetch(`${app().url}${path.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA')}`);
    expect(forged.status).toBe(403);
    expect((await settings(reader)).digest).toBe('daily');

    const page = await fetch(`${app().url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('You are unsubscribed');
    expect((await settings(reader)).digest).toBe('off');

    // The one-click POST a mail provider sends: no cookie, no csrf token.
    await reader.agent.put('/api/v3/notifications/settings', { digest: 'weekly' });
    const oneClick = await fetch(`${app().url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true, uid: reader.uid });
    expect((await settings(reader)).digest).toBe('off');
  });
});

describe('issue 34: the digest in the member\'s language', () => {
  it('a member who chose German gets it in German: words, sentences, links at German addresses, the unsubscribe page', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      const [german] = await signUpAll(app, 'digestgerman');
      expect((await german.agent.put(`/api/v3/users/${german.uid}/settings`, { settings: { language: 'de' } })).status).toBe(200);
      await german.agent.put('/api/v3/notifications/settings', { digest: 'daily' });
      const topic = await createTopic(german, { title: 'Wie konfiguriere ich den Cache?' });
      await replyTo(writer, topic.tid, { content: 'Eine Antwort für die Zusammenfassung.' });
      expect(await sendDueDigests(new Date(Date.now() + 26 * HOUR))).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.SMTP_URL = url;
    }
    const outbox = (await admin.agent.get('/api/admin/outbox')).body.messages as Json[];
    const mail = outbox.find((m) => m.to === 'digestgerman@example.test')!;
    // The reply and the first post's badge.
    expect(mail.subject).toBe('2 ungelesene Benachrichtigungen in deiner täglichen Zusammenfassung');
    expect(mail.text).toContain(`Du hast das Abzeichen „${iso('Erster Beitrag')}“ erhalten`);
    expect(mail.text).toContain('Hallo digestgerman,');
    expect(mail.text).toContain(`${iso('digestwriter')} hat dir in „${iso('Wie konfiguriere ich den Cache?')}“ geantwortet`);
    expect(mail.text).toContain('https://community.example.test/de/posts/');
    expect(mail.html).toContain('<div lang="de" dir="ltr">');
    const link = (mail.headers['List-Unsubscribe'] as string).replace(/^<|>$/g, '');
    expect(link).toMatch(/&lang=de$/);
    const page = await fetch(`${app().url}${new URL(link).pathname}${new URL(link).search}`);
    const html = await page.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('Du bist abgemeldet');
    expect(html).toContain('<a href="/de">');
  });
});

describe('R3.10 without SMTP_URL the digest waits in the outbox', () => {
  it('stores it unsent; administrators read the outbox, others may not', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await writer.agent.put('/api/v3/notifications/settings', { digest: 'weekly' });
      const topic = await createTopic(writer, { title: 'Weekly digest material for the outbox' });
      await replyTo(reader, topic.tid, { content: 'Something for the weekly digest.' });
      expect(await sendDueDigests(new Date(Date.now() + 3 * 24 * HOUR))).toBe(0); // weekly: not yet
      expect(await sendDueDigests(new Date(Date.now() + 8 * 24 * HOUR))).toBe(1);
    } finally {
      process.env.SMTP_URL = url;
    }
    expect(received).toHaveLength(1);
    const outbox = await admin.agent.get('/api/admin/outbox');
    expect(outbox.status).toBe(200);
    const [latest] = outbox.body.messages;
    expect(latest).toMatchObject({ to: 'digestwriter@example.test', subject: '1 unread notification in your weekly digest', sent_at: null, error: null });
    expect(latest.text).toContain(`${iso('digestreader')} replied to you in "${iso('Weekly digest material for the outbox')}"`);
    expect(latest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await writer.agent.get('/api/admin/outbox')).status).toBe(403);
  });
});
