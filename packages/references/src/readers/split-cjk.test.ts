import { describe, expect, it } from 'vitest';
import { cjkAuthorCount } from './split-cjk-authors.ts';
import { splitReferenceList } from './split-reference-list.ts';

// A list a Korean, Chinese or Japanese author pastes: references in their script beside English ones, lines of
// very different lengths (two of them run long with a DOI), no list numbers.
const LIST = [
  '홍길동, 김철수. 고산 초원의 적설과 토양 호흡. 한국생태학회지 2019;42(3):123-130.',
  '김민준, 이서연, 박지우 (2020). 한국 대학생의 수면 시간과 학업 성취. 한국심리학회지, 39(2), 201-220. https://doi.org/10.15842/kjcp.2020.39.2.005',
  '张伟, 李娜. 积雪对土壤呼吸的影响[J]. 生态学报, 2019, 39(5): 1234-1242.',
  '王芳, 刘洋, 陈静. 中国农村老年人抑郁症状的影响因素分析[J]. 中华流行病学杂志, 2021, 42(3): 456-461. DOI: 10.3760/cma.j.cn112338-20200601-00789.',
  '山田太郎, 鈴木花子. 積雪が土壌呼吸に与える影響. 日本生態学会誌. 2018;68(2):89-97.',
  '佐藤健一, 田中由美: 高齢者の転倒予防に関する研究. 日本公衆衛生雑誌 2020; 67(4): 250–258.',
];

describe('reference lists in Korean, Chinese and Japanese', () => {
  it('takes every line of the list for one reference', () => {
    expect(splitReferenceList(LIST.join('\n')).entries.map((e) => e.text)).toEqual(LIST);
  });

  it('takes numbered CJK references apart at their numbers', () => {
    const numbered = LIST.map((line, i) => `${i + 1} ${line}`).join('\n');
    expect(splitReferenceList(numbered).entries.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts the names of a CJK author list, and finds none in other text', () => {
    expect(cjkAuthorCount('王芳, 刘洋, 陈静. 中国农村')).toBe(3);
    expect(cjkAuthorCount('张伟，李娜，等. 积雪')).toBe(2);
    expect(cjkAuthorCount('山田 太郎、鈴木 花子: 研究')).toBe(2);
    expect(cjkAuthorCount('김민준 (2020). 제목')).toBe(1);
    expect(cjkAuthorCount('积雪对土壤呼吸的影响与碳循环的关系研究进展')).toBe(0);
    expect(cjkAuthorCount('Smith J, Brown K. Title.')).toBe(0);
  });

  it('keeps a wrapped line that opens with "ºC" in its reference', () => {
    const list =
      'Smith J, Brown K. Heat tolerance of rats housed at 37\nºC in metabolic cages. J Appl Physiol. 2019;12:1-5.\nDoe J, Roe R. Cold tolerance of mice. J Appl Physiol. 2020;13:2-6.';
    expect(splitReferenceList(list).entries).toHaveLength(2);
  });

  it('counts names listed with a middle dot in Korean and Japanese', () => {
    expect(cjkAuthorCount('김민준·이서연·박지우(2020). 제목')).toBe(3);
    expect(cjkAuthorCount('山田太郎・鈴木花子. 積雪')).toBe(2);
  });
});
