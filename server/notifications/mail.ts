import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '../config';
import { publicOrigin } from '../http/origin';
import { insertOutbox, markOutbox, type OutboxWrite } from './repository';

/**
 * The site's mail (the notification digests): every message is stored in `email_outbox` first;
 * with `SMTP_URL` it is then sent through nodemailer's SMTP transport and marked sent (or its
 * error kept). Without `SMTP_URL` the stored row is all there is: administrators read it at
 * `GET /api/admin/outbox`.
 */

/** The sender: MAIL_FROM, else `no-reply@` the site's host. */
function mailFrom(): string {
  const configured = getConfig().mailFrom;
  if (configured) return configured;
  return `Community <no-reply@${new URL(publicOrigin()).hostname}>`;
}

/** Addresses under the reserved `.invalid` top-level domain (RFC 2606) go nowhere. */
const UNDELIVERABLE = /\.invalid>?$/i;

let transport: { url: string; send: Transporter } | null = null;

function transporter(url: string): Transporter {
  if (transport?.url !== url) transport = { url, send: nodemailer.createTransport(url) };
  return transport.send;
}

/** Stores a message and, when SMTP is configured, sends it; answers the outbox id and whether it went out. */
export async function sendMail(mail: OutboxWrite): Promise<{ id: number; sent: boolean }> {
  // A fediverse account's placeholder address (server/federation/actors.ts) is never written to.
  if (UNDELIVERABLE.test(mail.to)) return { id: 0, sent: false };
  const id = await insertOutbox(mail);
  const url = getConfig().smtpUrl;
  if (!url) return { id, sent: false };
  try {
    await transporter(url).sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    await markOutbox(id, { sent: true });
    return { id, sent: true };
  } catch (err) {
    await markOutbox(id, { error: err instanceof Error ? err.message : String(err) });
    return { id, sent: false };
  }
}
