import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { openFileStorage } from './open-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('storage configuration', () => {
  it('keeps files in GALLEY_DATA_DIR/files when GALLEY_STORAGE_URL is unset', () => {
    const config = loadConfig({ GALLEY_DATA_DIR: 'data' }, '/srv/galley');
    expect(config.storage).toEqual({ kind: 'local', root: '/srv/galley/data/files' });
    const storage = openFileStorage(config.storage);
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe('/srv/galley/data/files');
  });

  it('takes a local folder from a file:// URL', () => {
    expect(loadConfig({ GALLEY_STORAGE_URL: 'file:///var/lib/galley/files' }).storage).toEqual({
      kind: 'local',
      root: '/var/lib/galley/files',
    });
  });

  it('selects S3 from s3://bucket/prefix, with endpoint, region and keys', () => {
    const config = loadConfig({
      GALLEY_STORAGE_URL: 's3://galley-files/prod/uploads/',
      GALLEY_S3_ENDPOINT: 'http://127.0.0.1:4569',
      GALLEY_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      GALLEY_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'galley-files',
      prefix: 'prod/uploads',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    });
    const storage = openFileStorage(config.storage);
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect((storage as S3FileStorage).objectKey('conversion/1/out.docx')).toBe(
      'prod/uploads/conversion/1/out.docx',
    );
  });

  it('leaves credentials to the AWS SDK default chain when no key is set, and uses the bucket root without a prefix', () => {
    const config = loadConfig({ GALLEY_STORAGE_URL: 's3://galley.files', GALLEY_S3_REGION: 'eu-central-1' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'galley.files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
    });
    expect((openFileStorage(config.storage) as S3FileStorage).objectKey('a.txt')).toBe('a.txt');
  });

  it('names GALLEY_STORAGE_URL and the value when it is not an s3:// or file:// URL we can use', () => {
    for (const bad of [
      'https://bucket.s3.amazonaws.com',
      'files',
      's3://',
      's3://Bad_Bucket',
      's3://ab',
      's3://bucket/../escape',
      's3://bucket/a//b',
      's3://bucket?versioning',
      's3://user:pw@bucket',
      'file://server/share',
    ]) {
      expect(problemsOf({ GALLEY_STORAGE_URL: bad }), bad).toMatch(
        /GALLEY_STORAGE_URL: must be s3:\/\/bucket or s3:\/\/bucket\/prefix, or file:\/\/\/absolute\/folder/,
      );
    }
    expect(problemsOf({ GALLEY_S3_ENDPOINT: 'ftp://minio' })).toMatch(/GALLEY_S3_ENDPOINT: must be an http/);
  });

  it('refuses half a key pair, naming the missing half and never printing the secret', () => {
    expect(problemsOf({ GALLEY_STORAGE_URL: 's3://galley-files', GALLEY_S3_ACCESS_KEY_ID: 'AKID' })).toMatch(
      /GALLEY_S3_SECRET_ACCESS_KEY: set GALLEY_S3_ACCESS_KEY_ID and GALLEY_S3_SECRET_ACCESS_KEY together/,
    );
    const message = problemsOf({ GALLEY_S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(message).toMatch(/GALLEY_S3_ACCESS_KEY_ID: set/);
    expect(message).not.toContain('very-secret-value');
  });
});
