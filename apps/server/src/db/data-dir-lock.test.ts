import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder another live process holds, naming its pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'galley.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`Another Galley process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock and releases it on unlock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'galley.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'galley.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'galley.lock'))).toBe(false);
  });
});
