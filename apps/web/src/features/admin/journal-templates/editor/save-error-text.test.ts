import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { saveErrorText } from './save-error-text.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('save error text', () => {
  it("names the server's two refusals by their reason", () => {
    const stale = new ApiError({
      status: 400,
      code: 'bad_request',
      detail: 'x',
      meta: { reason: 'stale_version' },
    });
    const taken = new ApiError({
      status: 400,
      code: 'bad_request',
      detail: 'x',
      meta: { reason: 'key_taken' },
    });
    expect(saveErrorText(stale, t)).toBe('admin:editor.save.conflict');
    expect(saveErrorText(taken, t)).toBe('admin:editor.save.keyTaken');
  });

  it('says nothing without an error and the API message otherwise', () => {
    expect(saveErrorText(null, t)).toBeNull();
    expect(saveErrorText(new ApiError({ status: 403, code: 'forbidden', detail: 'no' }), t)).toBe(
      'common:errors.forbidden',
    );
  });
});
