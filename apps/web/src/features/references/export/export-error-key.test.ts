import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { exportErrorKey, NO_VALID_REFERENCES } from './export-error-key.ts';

describe('exportErrorKey', () => {
  it('says there is nothing valid to export when the server says so, else that the export api failed', () => {
    const empty = new ApiError({ status: 400, code: 'bad_request', detail: NO_VALID_REFERENCES });
    expect(exportErrorKey(empty)).toBe('errors.noValidToExport');
    expect(exportErrorKey(new ApiError({ status: 500, code: 'internal_error', detail: 'x' }))).toBe(
      'errors.exportFailed',
    );
    expect(exportErrorKey(new TypeError('fetch failed'))).toBe('errors.exportFailed');
  });
});
