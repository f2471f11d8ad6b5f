import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../test/support/galley-process.ts';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');

describe('the server process with GALLEY_STORAGE_URL=s3://…', () => {
  let s3: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-main-s3-'));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts (src/main.ts) and answers /healthz', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const server = await startServerProcess(port, {
      NODE_ENV: 'development',
      GALLEY_DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...s3.env('galley/files'),
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('refuses to start with a storage URL it cannot use, naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        GALLEY_DATA_DIR: dataDir,
        GALLEY_STORAGE_URL: 's3://Not_A_Bucket',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/GALLEY_STORAGE_URL: must be s3:\/\/bucket.*"s3:\/\/Not_A_Bucket"/);
  });
});
