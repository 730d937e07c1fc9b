import { readdirSync, readFileSync } from 'node:fs';

// The CPU time a child process has used, from Linux's /proc: the bench's CPU per request (scripts/bench.ts), what
// workerd spends on a route, the Worker's own work and the local KV's and D1's together. Elsewhere than Linux there is
// no /proc: no figure, and the bench prints none.

/** /proc reports times in USER_HZ ticks, 100 a second on Linux whatever the kernel's own tick. */
const TICKS_PER_SECOND = 100;

const statOf = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8');

/** The fields after `(comm)`, which may itself hold spaces and parentheses: fields[0] is the state. */
function fieldsOf(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The pids of this process's children whose command is `name` (Miniflare's workerd), none without /proc. */
export function childPids(name: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.flatMap((pid) => {
    try {
      const stat = statOf(pid);
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(fieldsOf(stat)[1]);
      return comm === name && parent === process.pid ? [Number(pid)] : [];
    } catch {
      return []; // ended while we looked
    }
  });
}

/** Milliseconds of CPU (user and system, every thread) the processes have used so far. */
export function cpuMillis(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = fieldsOf(statOf(pid));
    // utime and stime, the 14th and 15th fields of stat(5): the 12th and 13th after the state.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
