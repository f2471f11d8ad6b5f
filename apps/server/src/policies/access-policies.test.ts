import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { assertOwner } from './assert-owner.ts';
import { requireAdmin } from './require-admin.ts';

function thrown(run: () => unknown): AppError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertOwner', () => {
  const row = { id: 'c1', userId: 'u1' };

  it("returns the user's own row", () => {
    expect(assertOwner(row, 'u1')).toBe(row);
  });

  it("answers someone else's row exactly like a missing one: 404, never 403", () => {
    const foreign = thrown(() => assertOwner(row, 'u2', 'conversion'));
    const missing = thrown(() => assertOwner(undefined, 'u2', 'conversion'));
    expect(foreign).toBeInstanceOf(AppError);
    expect(foreign?.statusCode).toBe(404);
    expect(foreign?.toBody()).toEqual({ code: 'not_found', detail: 'No conversion with this id.' });
    expect(missing?.toBody()).toEqual(foreign?.toBody());
  });
});

describe('requireAdmin', () => {
  it('lets staff and superusers through and refuses everyone else with 403', () => {
    expect(() => requireAdmin({ isStaff: true, isSuperuser: false })).not.toThrow();
    expect(() => requireAdmin({ isStaff: false, isSuperuser: true })).not.toThrow();
    const refused = thrown(() => requireAdmin({ isStaff: false, isSuperuser: false }));
    expect(refused?.statusCode).toBe(403);
    expect(refused?.code).toBe('forbidden');
  });
});
