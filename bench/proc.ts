/**
 * CPU time and memory of processes, read from Linux's /proc. CPU time is what a process spent on
 * a core (user + system), so it stays comparable when the machine is busy with other work, where
 * wall-clock figures do not.
 */
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat times (100 on Linux). */
const TICKS = 100;

function statFields(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; fields after it follow the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU milliseconds a process has used (user + system, its threads included). */
export function cpuMs(pid: number): number {
  const f = statFields(pid);
  if (!f) return 0;
  // After the name: state(0) ppid(1) ... utime(11) stime(12)
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS;
}

/**
 * CPU milliseconds of every child process of `ppid` (PostgreSQL's backends and workers): the live
 * ones, plus what the parent's ended children used (its cutime + cstime), so a backend that exits
 * during a measurement does not take its time with it.
 */
export function childrenCpuMs(ppid: number): number {
  const parent = statFields(ppid);
  let total = parent ? ((Number(parent[13]) + Number(parent[14])) * 1000) / TICKS : 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === ppid) total += ((Number(f[11]) + Number(f[12])) * 1000) / TICKS;
  }
  return total;
}

/**
 * CPU milliseconds of every process under `root` (children, theirs, and so on; `root` left out):
 * each live one's own time and what its ended children used, so a renderer that exits during a
 * measurement keeps its time once its parent has reaped it.
 */
export function descendantsCpuMs(root: number): number {
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (!f) continue;
    parents.set(Number(entry), Number(f[1]));
    times.set(Number(entry), ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / TICKS);
  }
  const under = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, ms] of times) if (under(pid)) total += ms;
  return total;
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak in MB. */
export function watchRss(pid: number, everyMs = 250): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

export const cores = os.cpus().length;
