import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { planChangeProblem, previewProblem } from './billing-problem.ts';

const error = (status: number, meta: Record<string, unknown> = {}) =>
  new ApiError({ status, code: status === 404 ? 'not_found' : 'bad_request', detail: 'x', meta });

describe('billing problems (spec §8)', () => {
  it('maps 400, 404 and the rest of a plan change to its messages', () => {
    expect(planChangeProblem(error(400), 'downgrade')).toEqual({
      key: 'errors.downgrade.invalid',
      refusal: null,
    });
    expect(planChangeProblem(error(404), 'upgrade').key).toBe('errors.planNotFound');
    expect(planChangeProblem(error(500), 'upgrade').key).toBe('errors.upgrade.failed');
    expect(planChangeProblem(new Error('offline'), 'downgrade').key).toBe('errors.downgrade.failed');
  });

  it('keeps the refusal while trialing or cancelling with the route to the payment page', () => {
    expect(planChangeProblem(error(400, { reason: 'cancelling', route: 'payment' }), 'upgrade')).toEqual({
      key: 'errors.upgrade.invalid',
      refusal: { reason: 'cancelling', route: 'payment' },
    });
    expect(planChangeProblem(error(400, { reason: 'direction' }), 'upgrade').refusal).toBeNull();
  });

  it("reports a failed preview as 'Failed to get upgrade preview' unless the server refused the change", () => {
    expect(previewProblem(error(500)).key).toBe('errors.upgradePreview');
    expect(previewProblem(error(400, { reason: 'trialing', route: 'payment' })).refusal?.reason).toBe(
      'trialing',
    );
  });
});
