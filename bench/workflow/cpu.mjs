// CPU time the benchmark's server and its PostgreSQL backends spend, read from /proc (Linux): on a
// busy machine the wall-clock figures move with everyone else's load, CPU per completion much less.
import { readdirSync, readFileSync } from 'node:fs';
import { BENCH_DB } from './settings.mjs';

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux.

function processes() {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command in parentheses: state ppid … utime (14th) stime (15th).
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      out.push({ pid: Number(name), ppid: Number(rest[1]), user: Number(rest[11]), system: Number(rest[12]), ticks: Number(rest[11]) + Number(rest[12]), cmdline });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** Milliseconds of CPU so far: this process's children (the server) and the backends connected to the bench database. */
export function cpuNow() {
  const all = processes();
  const servers = all.filter((p) => p.ppid === process.pid);
  const server = servers.reduce((sum, p) => sum + p.ticks, 0);
  // The kernel's share (system time) is mostly the loopback TCP of each statement's round trip.
  const serverSystem = servers.reduce((sum, p) => sum + p.system, 0);
  const postgres = all.filter((p) => p.cmdline.startsWith('postgres: ') && p.cmdline.includes(` ${BENCH_DB} `)).reduce((sum, p) => sum + p.ticks, 0);
  return { serverMs: server / TICKS_PER_MS, serverSystemMs: serverSystem / TICKS_PER_MS, postgresMs: postgres / TICKS_PER_MS };
}
