#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 (Debian's server binaries), runs the server's unit and API tests
# against it through DATABASE_URL (JEST_PROJECTS=all: the client tests too, in the same run), then
# runs two app instances sharing it (scripts/external-smoke.mjs) and three behind HAProxy with one
# lost under load (scripts/failover.mjs), each on a database of its own (needs `npm run build`;
# BUILD_DONE_FILE names a file to wait for, written by a build running meanwhile: `ok` or not;
# SKIP_SMOKE=1 leaves the instances out).
# JEST_WORKERS caps the tests' jest workers (default one per core); JEST_TIMEOUT (ms) changes each
# test's and hook's limit.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
RESULTS=test-results
mkdir -p "$RESULTS"
rm -f "$RESULTS/jest-external.json" "$RESULTS/external-smoke.json"

work=$(mktemp -d /tmp/community-pg15-XXXXXX)
chmod 755 "$work"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
password=external-test-password
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/postgresql postgres
  chown postgres "$work"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
# Stopped by a signal (npm test's time limit, Ctrl-C), it still stops the database.
trap 'exit 143' TERM INT

printf '%s\n' "$password" > "$work/pw"
chmod 644 "$work/pw"
"${as_pg[@]}" "$PG_BIN/initdb" -D "$work/data" -U community --pwfile="$work/pw" --auth=scram-sha-256 -E UTF8 >/dev/null
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$work -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
export DATABASE_URL="postgres://community:$password@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port; Node $(node --version)"

status=0
projects=(--selectProjects server)
[ "${JEST_PROJECTS:-}" = all ] && projects=()
npx jest "${projects[@]}" ${JEST_WORKERS:+--maxWorkers=$JEST_WORKERS} ${JEST_TIMEOUT:+--testTimeout=$JEST_TIMEOUT} --json --outputFile="$RESULTS/jest-external.json" || status=1

if [ -n "${BUILD_DONE_FILE:-}" ] && [ "${SKIP_SMOKE:-}" != 1 ]; then
  echo "(waiting for the build)"
  for _ in $(seq 900); do [ -f "$BUILD_DONE_FILE" ] && break; sleep 1; done
  [ "$(cat "$BUILD_DONE_FILE" 2>/dev/null)" = ok ] || { echo "(the build failed or did not end: the instance checks were left out)"; SKIP_SMOKE=1; }
fi
if [ "${SKIP_SMOKE:-}" = 1 ]; then
  echo "(SKIP_SMOKE=1: the instance checks were left out)"
elif [ -f dist/server.js ] && [ -f .next/BUILD_ID ]; then
  node -e 'const { Client } = require("pg"); const c = new Client({ connectionString: process.env.DATABASE_URL });
    c.connect().then(() => c.query("CREATE DATABASE app_smoke")).then(() => c.query("CREATE DATABASE app_failover")).then(() => c.end())'
  DATABASE_URL="postgres://community:$password@127.0.0.1:$port/app_smoke" npx tsx scripts/external-smoke.mjs || status=1
  DATABASE_URL="postgres://community:$password@127.0.0.1:$port/app_failover" npx tsx scripts/failover.mjs || status=1
else
  echo "(app not built: the instance checks were left out; run npm run build)"
fi
exit $status
