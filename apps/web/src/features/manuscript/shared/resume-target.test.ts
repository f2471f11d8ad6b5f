import { describe, expect, it } from 'vitest';
import { type ResumeInput, resumeTarget } from './resume-target.ts';

const draft: ResumeInput = {
  status: 'draft',
  hasFile: true,
  tagged: true,
  currentTargetStep: 'main.results',
};

describe('resumeTarget', () => {
  it('sends a conversion without an accepted file to the upload board', () => {
    expect(resumeTarget({ ...draft, status: 'initial', hasFile: false, tagged: false })).toEqual({
      kind: 'page',
      page: 'upload',
    });
    expect(resumeTarget({ ...draft, status: 'uploading', tagged: false }).kind).toBe('page');
    expect(resumeTarget({ ...draft, status: 'uploading', tagged: false })).toMatchObject({ page: 'upload' });
    expect(resumeTarget({ ...draft, hasFile: false })).toMatchObject({ page: 'upload' });
  });

  it('sends an uploaded draft that is not tagged yet to the auto-tag board', () => {
    expect(resumeTarget({ ...draft, tagged: false, currentTargetStep: null })).toEqual({
      kind: 'page',
      page: 'uploading',
    });
  });

  it('resumes a tagged draft at its current step, or at convert once every step is done', () => {
    expect(resumeTarget(draft)).toEqual({ kind: 'page', page: 'confirm/main.results' });
    expect(resumeTarget({ ...draft, currentTargetStep: null })).toEqual({ kind: 'page', page: 'convert' });
  });

  it('shows converting and complete conversions only their status, and says when one expired', () => {
    expect(resumeTarget({ ...draft, status: 'converting' })).toEqual({ kind: 'page', page: 'convertStatus' });
    expect(resumeTarget({ ...draft, status: 'complete' })).toEqual({ kind: 'page', page: 'convertStatus' });
    expect(resumeTarget({ ...draft, status: 'expired' })).toEqual({ kind: 'expired' });
  });
});
