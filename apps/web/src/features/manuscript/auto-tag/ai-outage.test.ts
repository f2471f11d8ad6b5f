import { AiServiceStatus } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { offersSkip, UNKNOWN_AI_STATUS } from './ai-outage.ts';

describe('offersSkip', () => {
  it('starts an operational tagger straight away and warns for every other status', () => {
    expect(offersSkip({ tagger: 'local', status: 'operational' })).toBe(false);
    expect(offersSkip({ tagger: 'llm', status: 'operational' })).toBe(false);
    for (const status of AiServiceStatus.options.filter((s) => s !== 'operational')) {
      expect(offersSkip({ tagger: 'llm', status }), status).toBe(true);
    }
    expect(offersSkip(UNKNOWN_AI_STATUS)).toBe(true);
  });
});
