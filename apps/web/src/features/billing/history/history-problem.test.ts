import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { historyProblem } from './history-problem.ts';

describe('historyProblem', () => {
  it('follows spec §8: 404 not found, 403 no permission, anything else a load error', () => {
    expect(historyProblem(new ApiError({ status: 404, code: 'not_found', detail: '' }))).toBe('notFound');
    expect(historyProblem(new ApiError({ status: 403, code: 'forbidden', detail: '' }))).toBe('forbidden');
    expect(historyProblem(new ApiError({ status: 500, code: 'internal', detail: '' }))).toBe('loadFailed');
    expect(historyProblem(new ApiError({ status: 0, code: 'network_error', detail: '' }))).toBe('loadFailed');
    expect(historyProblem(new TypeError('boom'))).toBe('loadFailed');
  });
});
