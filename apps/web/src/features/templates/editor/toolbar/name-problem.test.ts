import { describe, expect, it } from 'vitest';
import { nameProblem } from './name-problem.ts';

describe('template and folder names', () => {
  it('are required, blank counting as empty', () => {
    expect(nameProblem('', 'template')).toBe('nameRequired');
    expect(nameProblem('   ', 'folder')).toBe('folderRequired');
  });

  it('are at most 100 characters, not counting the spaces around them', () => {
    expect(nameProblem('a'.repeat(100), 'template')).toBeUndefined();
    expect(nameProblem(` ${'a'.repeat(100)} `, 'folder')).toBeUndefined();
    expect(nameProblem('a'.repeat(101), 'template')).toBe('nameTooLong');
    expect(nameProblem('a'.repeat(101), 'folder')).toBe('folderTooLong');
  });
});
