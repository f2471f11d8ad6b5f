import { describe, expect, it } from 'vitest';
import { chosenFileProblem, oversizedPdfs } from './chosen-file-problem.ts';

const MB = 1024 * 1024;

describe('chosenFileProblem', () => {
  it('says the spec message as soon as a file over 5 MB is chosen', () => {
    expect(chosenFileProblem({ size: 5 * MB + 1 })).toBe('errors.fileTooLarge');
    expect(chosenFileProblem({ size: 12 * MB })).toBe('errors.fileTooLarge');
  });

  it('says nothing for a file of 5 MB or less, or no file', () => {
    expect(chosenFileProblem({ size: 5 * MB })).toBeNull();
    expect(chosenFileProblem({ size: 0 })).toBeNull();
    expect(chosenFileProblem(null)).toBeNull();
  });
});

describe('oversizedPdfs', () => {
  it('names the PDFs over 20 MB only', () => {
    const files = [
      { name: 'a.pdf', size: 20 * MB },
      { name: 'b.pdf', size: 20 * MB + 1 },
    ];
    expect(oversizedPdfs(files).map((file) => file.name)).toEqual(['b.pdf']);
  });
});
