// Shared by the CLI benches (not itself a bench: scripts/bench.mjs runs only *.bench.ts).
import fs from 'node:fs';

/**
 * CPU milliseconds (user + system) of this process's reaped children so far, from /proc/self/stat (Linux; 10 ms
 * ticks); undefined elsewhere. On a machine shared with other work, CPU time is steadier than wall time.
 */
export function childCpuMs(): number | undefined {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) sit at 13 and 14.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
