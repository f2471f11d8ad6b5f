import { describe, expect, it } from 'vitest';
import { gbtTypeCode } from './gbt-type-code.ts';
import { parseReferenceString } from './parse-reference-string.ts';

const parse = (text: string) => parseReferenceString(text, 'r');
const names = (text: string) =>
  parse(text).author?.map((a) => a.literal ?? `${a.family ?? ''}${a.given ?? ''}`);

describe('references written in Korean, Chinese and Japanese', () => {
  it('reads a Chinese journal article of GB/T 7714 style, its type code left out of the title', () => {
    const item = parse('张伟, 李娜. 积雪对土壤呼吸的影响[J]. 生态学报, 2019, 39(5): 1234-1242.');
    expect(item.type).toBe('article-journal');
    expect(item.title).toBe('积雪对土壤呼吸的影响');
    expect(item['container-title']).toBe('生态学报');
    expect(item.volume).toBe('39');
    expect(item.issue).toBe('5');
    expect(item.page).toBe('1234-1242');
    expect(item.author).toHaveLength(2);
  });

  it('reads a Chinese book and thesis: the type from the code, the place and publisher after the title', () => {
    const book = parse('李明. 土壤呼吸研究方法[M]. 北京: 科学出版社, 2015.');
    expect(book.type).toBe('book');
    expect(book.title).toBe('土壤呼吸研究方法');
    expect(book.publisher).toBe('科学出版社');
    expect(book['publisher-place']).toBe('北京');
    expect(book['container-title']).toBeUndefined();
    expect(parse('陈静. 积雪变化对高寒草甸碳循环的影响[D]. 兰州: 兰州大学, 2018.').type).toBe('thesis');
  });

  it('stops the authors at the title in Japanese references, after a full stop or a colon', () => {
    const dotted = parse('山田太郎, 鈴木花子. 積雪が土壌呼吸に与える影響. 日本生態学会誌. 2018;68(2):89-97.');
    expect(dotted.author).toHaveLength(2);
    expect(dotted.title).toBe('積雪が土壌呼吸に与える影響');
    expect(dotted['container-title']).toBe('日本生態学会誌');
    const colon = parse(
      '佐藤健一, 田中由美: 高齢者の転倒予防に関する研究. 日本公衆衛生雑誌 2020; 67(4): 250–258.',
    );
    expect(colon.author).toHaveLength(2);
    expect(colon.title).toBe('高齢者の転倒予防に関する研究');
    expect(colon['container-title']).toBe('日本公衆衛生雑誌');
  });

  it('reads a Korean reference in APA order, the year after the authors', () => {
    const item = parse(
      '김민준, 이서연, 박지우 (2020). 한국 대학생의 수면 시간과 학업 성취. 한국심리학회지, 39(2), 201-220.',
    );
    expect(
      names(
        '김민준, 이서연, 박지우 (2020). 한국 대학생의 수면 시간과 학업 성취. 한국심리학회지, 39(2), 201-220.',
      ),
    ).toHaveLength(3);
    expect(item.title).toBe('한국 대학생의 수면 시간과 학업 성취');
    expect(item['container-title']).toBe('한국심리학회지');
    expect(item.issued?.['date-parts']?.[0]?.[0]).toBe(2020);
  });

  it('leaves the GB/T type code out of an English reference of that style, and other brackets alone', () => {
    const item = parse('Smith J, Brown K. Snow cover and soil respiration[J]. Ecology, 2019, 100(2): 1-10.');
    expect(item.title).toBe('Snow cover and soil respiration');
    expect(item.type).toBe('article-journal');
    expect(
      gbtTypeCode('World Health Organization. Global tuberculosis report [Internet]. Geneva: WHO; 2020.'),
    ).toBe(undefined);
    // A code set apart, or not followed by the title's stop, is no GB/T code.
    expect(gbtTypeCode('Rossi A. Notes on a letter [J] to the editor. Lancet. 2001;2:3.')).toBe(undefined);
    expect(gbtTypeCode('王芳. 标题[EB/OL]. (2020-01-01)[2021-02-03]. https://example.org')).toBe('EB');
  });

  it('reads a part of a book or proceedings after "//": the title before it, the container after it', () => {
    const paper = parse(
      'Zhang W. Snow study[C]//Proceedings of the 10th Ecology Congress. Beijing: Science Press, 2019: 12-15.',
    );
    expect(paper.type).toBe('paper-conference');
    expect(paper.title).toBe('Snow study');
    expect(paper['container-title']).toBe('Proceedings of the 10th Ecology Congress');
    const chapter = parse('张伟. 积雪研究[M]//王芳. 生态学进展. 北京: 科学出版社, 2019: 12-15.');
    expect(chapter.type).toBe('chapter');
    expect(chapter.title).toBe('积雪研究');
    expect(chapter['container-title']).toBe('生态学进展');
    expect(chapter.publisher).toBe('科学出版社');
    const proceedings = parse(
      '张伟. 积雪研究[C]//中国生态学会. 第十届全国生态学大会论文集. 北京: 科学出版社, 2019: 12-15.',
    );
    expect(proceedings.title).toBe('积雪研究');
    expect(proceedings['container-title']).toBe('第十届全国生态学大会论文集');
  });

  it('leaves brackets after a capital alone: the algebra of "Z[G]" and "K[S]" is no type code', () => {
    const ring = parse('Smith A. Units in integral group rings Z[G]. J Algebra. 1990;12:1-10.');
    expect(ring.title).toBe('Units in integral group rings Z[G]');
    expect(ring.type).toBe('article-journal');
    expect(parse('Brown C. Dissertation on modules over R[M]. PhD thesis, MIT, 1995.').type).toBe('thesis');
    expect(
      gbtTypeCode('Jones B. On semigroup algebras K[S], and their ideals. Comm Algebra. 1991;19:33-50.'),
    ).toBe(undefined);
  });

  it('splits Korean and Japanese author lists at the middle dot, not a Han name at its dot', () => {
    expect(
      parse(
        '김민준·이서연·박지우(2020). 한국 대학생의 수면 시간과 학업 성취. 한국심리학회지, 39(2), 201-220.',
      ).author,
    ).toHaveLength(3);
    expect(
      parse('山田太郎・鈴木花子. 積雪が土壌呼吸に与える影響. 日本生態学会誌. 2018;68(2):89-97.').author,
    ).toHaveLength(2);
  });
});
