import { describe, expect, it } from 'vitest';
import { opensWithCorrespondenceLabel } from './correspondence-label.ts';

describe('opensWithCorrespondenceLabel', () => {
  it('reads the label in the languages of the title page, after a mark or punctuation', () => {
    for (const sentence of [
      'Corresponding author: Jane Doe, University of Oslo.',
      '*Correspondence to: J. Doe.',
      '† To whom correspondence should be addressed.',
      'Address for correspondence: 1 Main Street.',
      'Author for correspondence: Jane Doe',
      '¹Autor para correspondencia: María López.',
      'Auteur correspondant : Jean Martin.',
      '교신저자: 김현우, 서울대학교.',
      '✉ 通讯作者：王伟。',
      '責任著者：山田太郎',
      'Адрес для переписки: Иванов И. И.',
    ])
      expect(opensWithCorrespondenceLabel(sentence), sentence).toBe(true);
  });

  it('leaves a sentence that only mentions correspondence or opens with another word', () => {
    for (const sentence of [
      'We thank the corresponding editors for their comments.',
      'E-mail: jdoe@example.org',
      'These authors contributed equally.',
      'Department of Economics, University of Chicago.',
      '서울대학교 의과대학 교신저자 연구실',
    ])
      expect(opensWithCorrespondenceLabel(sentence), sentence).toBe(false);
  });
});
