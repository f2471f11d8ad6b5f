import { describe, expect, it } from 'vitest';
import { outageOf } from './outage.ts';

describe('outageOf', () => {
  it('counts N/A references left by PubMed or the AI service being down, nothing else', () => {
    const unreachable = { code: 'pubmed_unreachable' as const, message: 'Server is not working properly.' };
    expect(
      outageOf([
        { status: 'not_applicable', reason: 'Server is not working properly.', precautions: [unreachable] },
        { status: 'not_applicable', reason: null, precautions: [unreachable] },
        {
          status: 'not_applicable',
          reason: 'The AI server does not seem to be working properly.',
          precautions: [],
        },
        {
          status: 'not_applicable',
          reason: 'Only journal articles can be checked against PubMed.',
          precautions: [],
        },
        { status: 'verified', reason: null, precautions: [] },
      ]),
    ).toEqual({ pubmed: 2, ai: 1 });
  });
});
