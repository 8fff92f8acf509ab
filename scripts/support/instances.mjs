// App instances of the built app (dist/server.js) started as child processes on DATABASE_URL, and
// an HTTP client session for them: used by the two-instance check (scripts/external-smoke.mjs) and
// the failover test behind HAProxy (scripts/failover.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
// Run with tsx: a port below the kernel's ephemeral range, which no listen(0) of a test running
// beside this one takes before the instance binds it.
import { appPort } from '../../server/db/freePort.ts';

/** Every instance on one database signs with the same secret (hardening 8). */
const SESSION_SECRET = randomBytes(48).toString('base64url');

/**
 * Starts one instance (production mode, on 127.0.0.1) with `env` added to this process's and waits
 * until /api/health answers. Answers `{ child, url, port, log() }`.
 */
export async function startInstance(env = {}) {
  const port = await appPort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SESSION_SECRET,
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      NEW_MEMBER_POST_DELAY: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, port, log: () => log };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`instance did not start:\n${log}`);
}

/** SIGTERM, then SIGKILL for an instance still running 15 s later (a stuck shutdown never holds the run). */
export function stopInstance(inst) {
  return new Promise((resolve) => {
    if (inst.child.exitCode !== null || inst.child.signalCode !== null) return resolve(inst.child.exitCode);
    const killer = setTimeout(() => inst.child.kill('SIGKILL'), 15_000);
    inst.child.once('exit', (code) => {
      clearTimeout(killer);
      resolve(code);
    });
    inst.child.kill('SIGTERM');
  });
}

/**
 * A client session on `url`: `call(method, path, body)` keeps the cookies by name (an answer sets
 * some, the others stay) and sends the CSRF token the last answer gave. Answers `{status, json}`;
 * `call.cookie()` and `call.csrf()` give what a realtime connection of the session presents.
 */
export function session(url) {
  const jar = new Map();
  let csrf = '';
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method, path, body) => {
    const res = await fetch(url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(), ...(method === 'GET' ? {} : { 'X-XSRF-TOKEN': csrf }) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    // A balancer's own error page is not JSON.
    const json = await res.json().catch(() => ({}));
    csrf = json.csrf_token ?? json.response?.csrf_token ?? csrf;
    return { status: res.status, json };
  };
  call.cookie = cookieHeader;
  call.csrf = () => csrf;
  return call;
}

/** Completes a new member's registration in `call` (consent given, as the form does). */
export async function completeRegistration(url, call) {
  const token = (await call('GET', '/api/config')).json.csrf_token;
  const res = await fetch(`${url}/register/complete/?_csrf=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: call.cookie(), Accept: 'application/json' },
    body: 'gdpr_agree_data=on&gdpr_agree_email=on',
  });
  await call('GET', '/api/config');
  return res.status;
}

/** A new member through `url`, registration completed, signed in in `call`. */
export async function newMember(url, prefix) {
  const call = session(url);
  await call('GET', '/api/config');
  const name = `${prefix}${Date.now() % 1e6}`;
  const password = 'long enough pw';
  await call('POST', '/api/v3/users', { username: name, email: `${name}@example.test`, password });
  await completeRegistration(url, call);
  return { name, password, call };
}

/**
 * A script's list of checks: `check(name, ok, detail)` prints ✓ or ✗ (with `detail` when it
 * failed) and counts it in `results` (`{ passed, failed }`), which the script writes to
 * test-results/ for `npm test`'s total.
 */
export function checkList() {
  const results = { passed: 0, failed: 0 };
  const check = (name, ok, detail = '') => {
    results[ok ? 'passed' : 'failed'] += 1;
    console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : ` ${detail}`}`);
  };
  return { results, check };
}
