import { describe, expect, it } from 'vitest';
import { email } from './names.ts';
import { hasNativeTitlePage, nativeAffiliation, nativeListMark, nativePeople } from './names-cjk.ts';
import { Random } from './random.ts';

describe('title pages in Korean, Chinese and Japanese script', () => {
  it('names Korean and Chinese authors without a space, Japanese ones with the family name apart', () => {
    const random = new Random(3);
    for (const person of nativePeople(random, 'ko', 5))
      expect(person.byline).toMatch(/^\p{Script=Hangul}{2,4}$/u);
    for (const person of nativePeople(random, 'zh', 5))
      expect(person.byline).toMatch(/^\p{Script=Han}{2,3}$/u);
    for (const person of nativePeople(random, 'ja', 5))
      expect(person.byline).toMatch(/^\p{Script=Han}{2} \p{Script=Han}{2}$/u);
  });

  it('keeps the e-mail address in Latin letters', () => {
    const [person] = nativePeople(new Random(4), 'ko', 1);
    expect(person && email(person)).toBe('author1@example.org');
  });

  it("writes institutions in the language's own words and list marks", () => {
    const random = new Random(5);
    expect(nativeAffiliation(random, 'ko')).toMatch(/^\S+(?:대학교|과학기술원) .+, .+, 대한민국$/u);
    expect(nativeAffiliation(random, 'zh')).toMatch(/^\p{Script=Han}+，\p{Script=Han}+ \d{6}$/u);
    expect(nativeAffiliation(random, 'ja')).toMatch(/^\p{Script=Han}+[^、]*、\S+$/u);
    expect(nativeListMark('ja')).toBe('、');
  });

  it('leaves the other languages to the Latin title page', () => {
    expect(hasNativeTitlePage('de')).toBe(false);
    expect(nativePeople(new Random(1), 'en', 3)).toEqual([]);
    expect(hasNativeTitlePage('ja')).toBe(true);
  });
});
