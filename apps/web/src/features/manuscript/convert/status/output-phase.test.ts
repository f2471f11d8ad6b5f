import { describe, expect, it } from 'vitest';
import { outputPhase } from './output-phase.ts';

describe('outputPhase', () => {
  it('a journal the event called complete, before its files are known, is still finishing', () => {
    expect(outputPhase({ status: 'complete', has_docx: false, has_report: false })).toBe('finishing');
  });

  it('complete with its files, and every other state, as they are', () => {
    expect(outputPhase({ status: 'complete', has_docx: true, has_report: true })).toBe('complete');
    expect(outputPhase({ status: 'complete', has_docx: false, has_report: true })).toBe('complete');
    expect(outputPhase({ status: 'converting', has_docx: false, has_report: false })).toBe('converting');
    expect(outputPhase({ status: 'failed', has_docx: false, has_report: false })).toBe('failed');
  });
});
