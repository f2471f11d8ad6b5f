import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

describe('the app on S3 (GALLEY_STORAGE_URL=s3://…)', () => {
  let s3: TestS3Server;
  let testApp: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    testApp = await buildTestApp(s3.env('galley/files'));
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('builds its storage from the configuration, and what it stores lands in the bucket', async () => {
    const { app } = testApp;
    expect(app.storage).toBeInstanceOf(S3FileStorage);
    await app.storage.put('conversion/1/output.docx', Buffer.from('generated'), {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await s3.listKeys()).toEqual(['galley/files/conversion/1/output.docx']);
    expect((await app.storage.get('conversion/1/output.docx')).toString()).toBe('generated');
    // Nothing went to the local data folder instead.
    expect(fs.existsSync(path.join(testApp.database.dataDir, 'files'))).toBe(false);
  });
});

describe('the app without GALLEY_STORAGE_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('keeps files in GALLEY_DATA_DIR/files', async () => {
    const { app, database } = testApp;
    expect(app.storage).toBeInstanceOf(LocalFileStorage);
    await app.storage.put('conversion/1/source.docx', Buffer.from('uploaded'));
    const onDisk = path.join(database.dataDir, 'files', 'conversion', '1', 'source.docx');
    expect(fs.readFileSync(onDisk, 'utf8')).toBe('uploaded');
  });
});
