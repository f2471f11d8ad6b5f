import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { referenceErrorMessage } from './reference-error-message.ts';

// A stand-in t that shows which key was asked for.
const t = ((key: string) => `<${key}>`) as never;

describe('referenceErrorMessage', () => {
  it('translates the spec’s sentences by their English text', () => {
    const error = new ApiError({
      status: 400,
      code: 'bad_request',
      detail: 'No convertible references were found.',
    });
    expect(referenceErrorMessage(error, t)).toBe('<references:errors.noConvertible>');
  });

  it('shows any other detail as the server wrote it, or Unexpected Error', () => {
    expect(referenceErrorMessage(new ApiError({ status: 400, code: 'bad_request', detail: 'Odd.' }), t)).toBe(
      'Odd.',
    );
    expect(referenceErrorMessage(new ApiError({ status: 400, code: 'bad_request', detail: '' }), t)).toBe(
      '<references:errors.unexpected>',
    );
    expect(referenceErrorMessage(new Error('boom'), t)).toBe('<references:errors.unexpected>');
  });

  it('words lost connections with the shared catalogue', () => {
    const error = new ApiError({ status: 0, code: 'network_error', detail: 'TypeError' });
    expect(referenceErrorMessage(error, t)).toBe('<common:errors.network_error>');
  });
});
