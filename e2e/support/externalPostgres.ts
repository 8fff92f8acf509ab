import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appPort } from '../../server/db/freePort';

/**
 * A PostgreSQL 15 server of Debian's binaries for a test file (`PG_BIN`), in a temporary folder:
 * what app instances sharing one external database (`DATABASE_URL`) run against. A test file that
 * needs it describes its tests with `describeWithPg15` (skipped where the binaries are missing).
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const describeWithPg15 = fs.existsSync(path.join(PG_BIN, 'initdb')) ? describe : describe.skip;

export class ExternalPostgres {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-extpg-'));
  port = 0;
  private readonly asPostgres = os.userInfo().uid === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

  private run(bin: string, args: string[]) {
    const [command, ...rest] = [...this.asPostgres, path.join(PG_BIN, bin), ...args];
    execFileSync(command!, rest, { stdio: 'pipe' });
  }

  async init() {
    fs.chmodSync(this.dir, 0o755);
    if (this.asPostgres.length > 0) execFileSync('chown', ['postgres', this.dir]);
    fs.writeFileSync(path.join(this.dir, 'pw'), 'external-test-password\n', { mode: 0o644 });
    this.run('initdb', ['-D', path.join(this.dir, 'data'), '-U', 'community', `--pwfile=${path.join(this.dir, 'pw')}`, '--auth=scram-sha-256', '-E', 'UTF8']);
    this.port = await appPort();
    this.start();
  }

  get url() {
    return `postgres://community:external-test-password@127.0.0.1:${this.port}/postgres`;
  }

  start() {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-l', path.join(this.dir, 'server.log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -c port=${this.port} -c unix_socket_directories=${this.dir}`, 'start']);
  }

  stop() {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
