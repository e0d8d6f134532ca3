/**
 * CPU time spent by the API server and by the database while a route is loaded, read from
 * /proc (Linux; elsewhere the figures are left out). Divided by the requests answered it gives
 * each request's cost, which a busy shared machine disturbs far less than requests per second.
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime, in ms */
  cpuMs: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), cpuMs: ticks * TICK_MS };
  } catch {
    return null;
  }
}

/** A process and its direct children (a PostgreSQL server and its backends). */
function treeCpuMs(root: number): number {
  let total = readStat(root)?.cpuMs ?? 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === root) continue;
    const stat = readStat(pid);
    if (stat?.ppid === root) total += stat.cpuMs;
  }
  return total;
}

/** The PostgreSQL server listening on `port` on this machine, found by its command line. */
export function postgresPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('/postgres') && args.includes(String(port))) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

export interface CpuMeter {
  /** CPU ms of the API server and of the database since the last call. */
  take(): { serverMs: number; databaseMs: number | null };
}

export function cpuMeter(serverPid: number, databasePid: number | null): CpuMeter | null {
  if (readStat(serverPid) === null) return null;
  const read = () => ({
    server: readStat(serverPid)?.cpuMs ?? 0,
    database: databasePid === null ? null : treeCpuMs(databasePid),
  });
  let last = read();
  return {
    take() {
      const now = read();
      const figures = {
        serverMs: now.server - last.server,
        databaseMs:
          now.database === null || last.database === null ? null : now.database - last.database,
      };
      last = now;
      return figures;
    },
  };
}
