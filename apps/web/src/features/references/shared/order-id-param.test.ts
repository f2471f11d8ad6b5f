import { describe, expect, it } from 'vitest';
import { orderIdParam, orderPath } from './order-id-param.ts';

const ID = '0b6f3e4a-6c2d-4f8e-9a51-3d2c1b0a9f87';

describe('orderIdParam', () => {
  it('reads a uuid and refuses anything else', () => {
    expect(orderIdParam(new URLSearchParams(`reference_order=${ID}`))).toBe(ID);
    expect(orderIdParam(new URLSearchParams('reference_order=42'))).toBeNull();
    expect(orderIdParam(new URLSearchParams(''))).toBeNull();
  });

  it('builds the step pages’ addresses', () => {
    expect(orderPath('validate', ID)).toBe(`/reference/bibliography/validate?reference_order=${ID}`);
  });
});
