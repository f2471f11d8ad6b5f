import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { manuscriptErrorMessage } from './manuscript-error-message.ts';

// A stand-in t that shows which key was asked for.
const t = ((key: string) => `<${key}>`) as never;

describe('manuscriptErrorMessage', () => {
  it('words the upload refusals by their spec code', () => {
    for (const code of ['file_size_limit', 'token_limit', 'file_corrupted']) {
      const error = new ApiError({ status: 400, code, detail: 'English words' });
      expect(manuscriptErrorMessage(error, t, 'uploadFile')).toBe(`<manuscript:errors.codes.${code}>`);
    }
  });

  it('takes a bare 401 or 413 from the upload as the corrupted or too-large file, not a lost session', () => {
    const corrupted = new ApiError({ status: 401, code: 'internal_error', detail: 'Unauthorized' });
    expect(manuscriptErrorMessage(corrupted, t, 'uploadFile')).toBe(
      '<manuscript:errors.codes.file_corrupted>',
    );
    const large = new ApiError({ status: 413, code: 'payload_too_large', detail: '' });
    expect(manuscriptErrorMessage(large, t, 'uploadFile')).toBe('<manuscript:errors.codes.file_size_limit>');
  });

  it('shows another refusal’s detail, and a server failure as the action that failed', () => {
    const refused = new ApiError({ status: 400, code: 'bad_request', detail: 'Odd.' });
    expect(manuscriptErrorMessage(refused, t, 'destroyConversion')).toBe('Odd.');
    const broken = new ApiError({ status: 500, code: 'internal_error', detail: 'stack' });
    expect(manuscriptErrorMessage(broken, t, 'createConversion')).toBe(
      '<manuscript:errors.failed.createConversion>',
    );
    expect(manuscriptErrorMessage(new Error('boom'), t)).toBe('<manuscript:errors.unexpected>');
  });

  it('words lost connections with the shared catalogue', () => {
    const error = new ApiError({ status: 0, code: 'network_error', detail: 'TypeError' });
    expect(manuscriptErrorMessage(error, t, 'uploadFile')).toBe('<common:errors.network_error>');
  });
});
