import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { uploadNotice, uploadProblemMessage } from './upload-problem.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('uploadProblemMessage', () => {
  it('words an empty or password-protected file by its problem, not by the nearest spec code', () => {
    const empty = new ApiError({
      status: 401,
      code: 'file_corrupted',
      detail: 'The uploaded Word file has no text.',
      meta: { problem: 'empty_manuscript' },
    });
    const locked = new ApiError({
      status: 400,
      code: 'file_type',
      detail: 'The uploaded Word file is password-protected.',
      meta: { problem: 'password_protected' },
    });
    expect(uploadProblemMessage(empty, t)).toBe('manuscript:upload.problems.empty_manuscript');
    expect(uploadProblemMessage(locked, t)).toBe('manuscript:upload.problems.password_protected');
  });

  it('keeps the spec code text for anything else, and ignores an unknown problem', () => {
    const typed = new ApiError({ status: 400, code: 'file_type', detail: 'x', meta: { problem: 'other' } });
    expect(uploadProblemMessage(typed, t)).toBe('manuscript:errors.codes.file_type');
  });
});

describe('uploadNotice', () => {
  it('a refusal hides the earlier success and only names the file still in use', () => {
    expect(uploadNotice('Error : corrupted', 'old.docx')).toEqual({
      problem: 'Error : corrupted',
      uploaded: null,
      kept: 'old.docx',
    });
  });

  it('without a refusal the accepted file shows as uploaded', () => {
    expect(uploadNotice(null, 'new.docx')).toEqual({ problem: null, uploaded: 'new.docx', kept: null });
    expect(uploadNotice(null, null)).toEqual({ problem: null, uploaded: null, kept: null });
  });
});
