import { TEMPLATE_IN_USE_MESSAGE, TEMPLATE_MOVE_CYCLE_MESSAGE } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { checkName } from './check-name.ts';
import { cslWarningKey } from './csl-warning-key.ts';
import { drawerErrorKey } from './drawer-error-key.ts';

describe('checkName', () => {
  it('wants a name of 1 to 100 characters after trimming', () => {
    expect(checkName('  ')).toBe('required');
    expect(checkName('x'.repeat(100))).toBeUndefined();
    expect(checkName(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(checkName('x'.repeat(101))).toBe('tooLong');
  });
});

describe('drawerErrorKey', () => {
  const refusal = (detail: string) => new ApiError({ status: 400, code: 'bad_request', detail });
  it('names the spec’s refusals and leaves the rest to the generic text', () => {
    expect(drawerErrorKey(refusal(TEMPLATE_IN_USE_MESSAGE))).toBe('errors.inUse');
    expect(drawerErrorKey(refusal(TEMPLATE_MOVE_CYCLE_MESSAGE))).toBe('errors.cycle');
    expect(drawerErrorKey(refusal('something else'))).toBeUndefined();
    expect(drawerErrorKey(new Error(TEMPLATE_IN_USE_MESSAGE))).toBeUndefined();
  });
});

describe('cslWarningKey', () => {
  it('keys each code, with the type condition and nested nodes worded on their own', () => {
    expect(cslWarningKey({ code: 'unsupported-variable', detail: 'URL' })).toEqual({
      key: 'import.warning.unsupported-variable',
      detail: 'URL',
    });
    expect(cslWarningKey({ code: 'unsupported-condition', detail: 'type' }).key).toBe(
      'import.warning.unsupported-condition-type',
    );
    expect(cslWarningKey({ code: 'unsupported-node', detail: 'sort/key' }).detail).toBe('sort › key');
    expect(cslWarningKey({ code: 'no-elements' })).toEqual({ key: 'import.warning.no-elements', detail: '' });
  });
});
