// A child process whose output is held, not streamed: for work run beside other output (typecheck projects two at a
// time, the build beside a test pass), printed whole when the caller chooses so it never interleaves.
import { spawn } from 'node:child_process';

/** Runs `command args` in `cwd`; resolves with whether it exited 0 and its stdout and stderr as they came. */
export function runCaptured(command, args, cwd = process.cwd()) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}
