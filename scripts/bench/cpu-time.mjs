// CPU seconds spent by processes, read from /proc (Linux): a figure per booking that holds when
// other work shares the machine, unlike a rate. Null where /proc is not there.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of process `pid` (all its threads), or null. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds of every PostgreSQL backend serving database `name` (their titles name it). */
export function postgresCpuSecondsFor(name) {
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let title;
      try {
        title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (title.startsWith('postgres: ') && title.includes(` ${name} `)) total += cpuSecondsOf(pid) ?? 0;
    }
  } catch {
    return null;
  }
  return total;
}
