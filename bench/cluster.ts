/**
 * A PostgreSQL server for the benchmark, started from server binaries on this machine (Debian's
 * PostgreSQL 15 by default, PG_BIN to change) in a data directory of its own, kept between runs
 * so a seeded database is loaded once. The postmaster's pid lets the benchmark read the CPU time
 * of every server process (`/proc`), which is how "PostgreSQL time per request" is measured.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../server/db/freePort';

const PASSWORD = 'bench-only-password';
const USER = 'community';

export interface Cluster {
  /** The address of a database of this server (created when missing). */
  database(name: string): Promise<string>;
  /** The postmaster's pid: its children are the backends. */
  postmasterPid(): number;
  stop(): void;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  const known = spawnSync('id', ['postgres']).status === 0;
  if (!known) execFileSync('useradd', ['--system', '--user-group', '--home-dir', '/var/lib/postgresql', 'postgres']);
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function run(command: string, args: string[]): void {
  const [cmd, argv] = asServerUser(command, args);
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function startCluster(dir: string, pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'): Promise<Cluster> {
  if (!fs.existsSync(path.join(pgBin, 'initdb'))) throw new Error(`No PostgreSQL server binaries in ${pgBin} (set PG_BIN).`);
  const root = path.resolve(dir);
  const data = path.join(root, 'data');
  fs.mkdirSync(root, { recursive: true });
  if (process.getuid?.() === 0) fs.chmodSync(root, 0o777);
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    const pw = path.join(root, 'pw');
    fs.writeFileSync(pw, `${PASSWORD}\n`, { mode: 0o644 });
    run(path.join(pgBin, 'initdb'), ['-D', data, '-U', USER, `--pwfile=${pw}`, '--auth=scram-sha-256', '-E', 'UTF8']);
  }
  const port = await freePort();
  // Settings of a benchmark machine, not of a production server: durability off, memory modest.
  const options = [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c shared_buffers=512MB -c work_mem=16MB -c maintenance_work_mem=512MB -c max_connections=200',
  ].join(' ');
  run(path.join(pgBin, 'pg_ctl'), ['-D', data, '-l', path.join(root, 'server.log'), '-w', '-o', options, 'start']);
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
  return {
    async database(name) {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    postmasterPid: () => pid,
    stop() {
      try {
        run(path.join(pgBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}
