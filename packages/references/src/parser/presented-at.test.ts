import { describe, expect, it } from 'vitest';
import { splitPresentedAt } from './presented-at.ts';

// Issue 18: conference papers' titles ran on into "Paper presented at the …".
describe('splitPresentedAt', () => {
  it('ends the title before the phrase and makes the meeting the container', () => {
    const item = {
      id: '1',
      type: 'paper-conference' as const,
      title: 'Why use 3D interfaces? Paper presented at the IEEE Symposium on 3D User Interfaces',
    };
    splitPresentedAt(item);
    expect(item).toMatchObject({
      title: 'Why use 3D interfaces?',
      'container-title': 'IEEE Symposium on 3D User Interfaces',
    });
  });

  it('keeps a container the tagger found, and titles that only mention presenting', () => {
    const item = {
      id: '1',
      type: 'paper-conference' as const,
      title: 'A study. Poster presented at WWW 2013',
      'container-title': 'WWW ’13',
    };
    splitPresentedAt(item);
    expect(item).toMatchObject({ title: 'A study', 'container-title': 'WWW ’13' });
    const plain = {
      id: '2',
      type: 'article-journal' as const,
      title: 'How results are presented at conferences',
    };
    splitPresentedAt(plain);
    expect(plain.title).toBe('How results are presented at conferences');
  });
});
