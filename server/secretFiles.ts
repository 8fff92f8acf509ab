import fs from 'node:fs';

/**
 * Secrets the app makes for itself and keeps in its data directory (the embedded database's
 * password, the session secret of a single-instance production start): one line, readable by
 * the app's own user only (0600).
 */

/** A stored secret, or null when there is none (tightened to 0600 if an earlier copy or umask left it looser). */
export function readSecret(file: string): string | null {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value === '') return null;
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Writes a secret readable by its owner only (0600), replacing the file in one rename. */
export function writeSecret(file: string, value: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${value}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}
