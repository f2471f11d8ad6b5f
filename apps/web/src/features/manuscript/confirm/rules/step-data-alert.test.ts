import { GetConversionBoardResponse } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { stepDataAlert } from './step-data-alert.ts';

/** The error the API client throws when the board's answer fails the contract, as it words it. */
function invalidBoard(stepData: unknown): ApiError {
  const parsed = GetConversionBoardResponse.safeParse({
    conversion_id: '7d1f0c5e-3c1b-4c1e-9a39-1d0f2b7c4e11',
    status: 'draft',
    article_type: 'original_article',
    step_data: stepData,
    client_html: '',
    auto_tags: [],
    current_target_step: null,
    additional_text: {},
    auto_tag_status: 'success',
  });
  if (parsed.success) throw new Error('expected a contract failure');
  return new ApiError({
    status: 200,
    code: 'invalid_response',
    detail: `conversionGetBoard: ${parsed.error.message}`,
  });
}

describe('stepDataAlert', () => {
  it('tells a missing step data from one that is not step data', () => {
    expect(stepDataAlert(invalidBoard(null))).toBe('stepDataNull');
    expect(stepDataAlert(invalidBoard({ conversion_type: 'novel' }))).toBe('stepDataParserError');
  });

  it('leaves other failures to the usual messages', () => {
    expect(stepDataAlert(new ApiError({ status: 404, code: 'not_found', detail: '' }))).toBeNull();
    expect(stepDataAlert(new Error('boom'))).toBeNull();
  });
});
