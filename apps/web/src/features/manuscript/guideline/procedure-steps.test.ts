import { describe, expect, it } from 'vitest';
import { CONVERSION_STEPS } from '../shared/conversion-steps.ts';
import { PROCEDURE_STEPS } from './procedure-steps.ts';

describe('the guide procedure', () => {
  it('has one item per step of the stepper, in its order (five, not six)', () => {
    expect(PROCEDURE_STEPS.map((step) => step.key)).toEqual([...CONVERSION_STEPS]);
    expect(PROCEDURE_STEPS).toHaveLength(5);
  });
});
