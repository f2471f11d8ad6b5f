import { describe, expect, it } from 'vitest';
import { sealedCustomData, sealedFor } from './user-seal.ts';

describe('sealedFor', () => {
  const user = '6f1c2d3e-0000-4000-8000-000000000001';
  const other = '6f1c2d3e-0000-4000-8000-000000000002';

  it('accepts the custom data our server sealed for the user', () => {
    expect(sealedFor('pdl_key', sealedCustomData('pdl_key', user), user)).toBe(true);
  });

  it('refuses a user id written by hand, a seal moved to another user, another key, or no data', () => {
    expect(sealedFor('pdl_key', { user_id: user }, user)).toBe(false);
    const moved = { ...sealedCustomData('pdl_key', other), user_id: user };
    expect(sealedFor('pdl_key', moved, user)).toBe(false);
    expect(sealedFor('pdl_key', sealedCustomData('pdl_key', other), user)).toBe(false);
    expect(sealedFor('pdl_other', sealedCustomData('pdl_key', user), user)).toBe(false);
    expect(sealedFor('pdl_key', { user_id: user, user_seal: 'x' }, user)).toBe(false);
    expect(sealedFor('pdl_key', null, user)).toBe(false);
  });
});
