import { VALIDATION_MESSAGES } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import englishCommon from '../../locales/en/common.json';

describe('validation messages', () => {
  it('read in English exactly as the contracts (and so the server and the spec) word them', () => {
    expect(englishCommon.validation).toEqual(VALIDATION_MESSAGES);
  });
});
