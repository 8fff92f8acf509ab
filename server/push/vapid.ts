import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { getConfig } from '../config';
import { publicOrigin } from '../http/origin';
import { readSecret, writeSecret } from '../secretFiles';

/**
 * The VAPID keys that sign every push (issue 37, RFC 8292), kept like the other secrets:
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (both base64url, as web-push's
 * generateVAPIDKeys writes them); else a pair made once and kept in `DATA_DIR/vapid-keys`
 * (mode 0600, server/secretFiles.ts). Several instances sharing one database must share the
 * pair (set both variables on every instance, docs/DEPLOY.md): a browser subscribed with one
 * instance's public key refuses pushes signed by another's. VAPID_SUBJECT is the contact the push
 * services see: `mailto:` MAIL_FROM's address, else the site's https origin, else a `mailto:` at its host.
 */

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The file in DATA_DIR holding the pair a start without VAPID_* made for itself. */
const VAPID_KEYS_FILE = 'vapid-keys';

const KEYS = Symbol.for('community.push.vapid');
type Holder = typeof globalThis & { [KEYS]?: { dir: string; keys: { publicKey: string; privateKey: string } } };
const holder: Holder = globalThis;

function defaultSubject(): string {
  const mailFrom = getConfig().mailFrom;
  const address = mailFrom ? (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : null)) : null;
  if (address) return `mailto:${address}`;
  const origin = new URL(publicOrigin());
  if (origin.protocol === 'https:' && origin.hostname !== 'localhost') return origin.origin;
  return `mailto:no-reply@${origin.hostname === 'localhost' ? 'localhost.localdomain' : origin.hostname}`;
}

function storedOrNewKeys(dir: string): { publicKey: string; privateKey: string } {
  const cached = holder[KEYS];
  if (cached && cached.dir === dir) return cached.keys;
  const file = path.join(dir, VAPID_KEYS_FILE);
  const stored = readSecret(file);
  let keys: { publicKey: string; privateKey: string } | null = null;
  if (stored) {
    const [publicKey, privateKey] = stored.split(/\s+/);
    if (publicKey && privateKey) keys = { publicKey, privateKey };
  }
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(dir, { recursive: true });
    writeSecret(file, `${keys.publicKey} ${keys.privateKey}`);
    console.log(`[push] VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: made a new pair, kept in ${file} (mode 0600)`);
    if (getConfig().databaseUrl) {
      console.warn('[push] with DATABASE_URL several instances may share the database: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to one pair on every instance (docs/DEPLOY.md)');
    }
  }
  holder[KEYS] = { dir, keys };
  return keys;
}

/** The keys and subject pushes are signed with now. */
export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || defaultSubject();
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  return { ...storedOrNewKeys(getConfig(env).dataDir), subject };
}
