import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { highlightsByText as stepsByText } from '../test-support/steps-by-text.ts';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { guessFrontMatter } from './front-matter.ts';
import { splitSentences } from './split-sentences.ts';

// Manuscripts written in Korean, Chinese or Japanese: scripts without capital letters, names without spaces,
// institutions without "University", sentences that end in ". " before Hangul.

/** A paragraph whose first run ("4. 논의.") is bold and runs into plain text. */
const boldRunIn = (label: string, text: string) =>
  `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${label}</w:t></w:r><w:r><w:t xml:space="preserve"> ${text}</w:t></w:r></w:p>`;

const KO_TITLE_PAGE = [
  p('고산 초원의 적설과 토양 호흡'),
  p('홍길동¹, 김철수²'),
  p('¹서울대학교 생명과학부, 서울, 대한민국'),
  p('²부산대학교 환경공학과, 부산, 대한민국'),
];
const KO_ABSTRACT = [
  '본 연구는 고산 초원에서 적설과 토양 호흡의 관계를 평가하였다.',
  '우리는 2018년부터 2020년까지 40개 구획에서 폐쇄 챔버로 호흡을 측정하였다.',
  '호흡은 세 겨울 모두 깊은 눈 아래에서 유의하게 높았다 (p = 0.003).',
  '결론적으로 적설 변화는 겨울철 탄소 순환에 영향을 줄 수 있다.',
];
const KO_BODY = [
  p('1. 서론'),
  p('눈은 겨울에 토양을 단열한다. 토양 호흡은 눈 아래에서도 계속된다.'),
  p('2. 연구 지역'),
  p('연구는 해발 2000 m의 고산 초원에서 수행되었다.'),
  p('3. 결과'),
  p('호흡은 깊은 눈 아래에서 높았다.'),
  boldRunIn('4. 논의.', '이러한 결과는 적설 변화가 탄소 순환에 영향을 줄 수 있음을 시사한다.'),
  p('참고문헌'),
  p('Doe J, Smith J. Snow and soil respiration. Ecology. 2019;100:1-10.'),
];

describe('a manuscript in Korean', () => {
  it('reads the English abstract after the Korean one and its keywords as an abstract too', () => {
    const purpose = 'Purpose: This study examined snow cover and soil respiration in alpine meadows.';
    const results = 'Results: Respiration was higher under deep snow in all three winters.';
    const steps = stepsByText(
      ...KO_TITLE_PAGE,
      p('*교신저자: 김철수, 부산대학교 환경공학과, 이메일: kim@pusan.ac.kr'),
      p('초록'),
      p(KO_ABSTRACT.join(' ')),
      p('주제어: 적설, 토양 호흡'),
      p('Abstract'),
      p(purpose),
      p(results),
      p('Key words: Snow, Soil respiration'),
      ...KO_BODY,
    );
    expect(steps['*교신저자: 김철수, 부산대학교 환경공학과, 이메일: kim@pusan.ac.kr']).toEqual([
      'front.correspondence',
    ]);
    expect(steps[purpose]).toEqual(['abstract.background']);
    expect(steps[results]).toEqual(['abstract.results']);
    expect(steps['눈은 겨울에 토양을 단열한다. 토양 호흡은 눈 아래에서도 계속된다.']).toEqual([
      'main.introduction',
    ]);
  });

  it('splits Korean prose into sentences at ". " before Hangul', () => {
    const text = KO_ABSTRACT.join(' ');
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual(KO_ABSTRACT);
  });

  it('tells the title, the authors and their affiliations apart', () => {
    const steps = stepsByText(...KO_TITLE_PAGE, p('초록'), p(KO_ABSTRACT.join(' ')), ...KO_BODY);
    expect(steps['고산 초원의 적설과 토양 호흡']).toEqual(['front.title']);
    expect(steps['홍길동¹, 김철수²']).toEqual(['front.authors']);
    expect(steps['¹서울대학교 생명과학부, 서울, 대한민국']).toEqual(['front.affiliations']);
    expect(steps['²부산대학교 환경공학과, 부산, 대한민국']).toEqual(['front.affiliations']);
  });

  it('gives an unstructured abstract more than one part, sentence by sentence', () => {
    const abstract = KO_ABSTRACT.join(' ');
    const steps = stepsByText(...KO_TITLE_PAGE, p('초록'), p(abstract), ...KO_BODY);
    const parts = steps[abstract] ?? [];
    expect(parts.length).toBeGreaterThan(1);
    // Each highlight ends where a sentence ends.
    const ends = new Set(splitSentences(abstract).map((r) => r.end));
    for (const part of parts) expect(ends.has(Number(/-(\d+)\]$/.exec(part)?.[1]))).toBe(true);
  });

  it('reads run-in part labels of a structured abstract ("목적: … 방법: …")', () => {
    const abstract =
      '목적: 적설과 토양 호흡의 관계를 평가한다. 방법: 40개 구획에서 호흡을 측정하였다. 결과: 호흡은 유의하게 높았다. 결론: 적설은 탄소 순환에 중요하다.';
    const steps = stepsByText(...KO_TITLE_PAGE, p(abstract), ...KO_BODY);
    expect(steps[abstract]?.map((s) => s.replace(/\[.*/, ''))).toEqual([
      'abstract.background',
      'abstract.conclusions',
      'abstract.methods',
      'abstract.results',
    ]);
  });

  it('opens sections at numbered Korean headings, also one in bold run into its text', () => {
    const steps = stepsByText(...KO_TITLE_PAGE, p('초록'), p(KO_ABSTRACT.join(' ')), ...KO_BODY);
    expect(steps['2. 연구 지역']).toEqual(['main.materials_and_methods']);
    expect(steps['연구는 해발 2000 m의 고산 초원에서 수행되었다.']).toEqual(['main.materials_and_methods']);
    expect(steps['호흡은 깊은 눈 아래에서 높았다.']).toEqual(['main.results']);
    expect(steps['4. 논의. 이러한 결과는 적설 변화가 탄소 순환에 영향을 줄 수 있음을 시사한다.']).toEqual([
      'main.discussion',
    ]);
  });

  it('takes an abstract labelled in the same line ("초록: …")', () => {
    const abstract = `초록: ${KO_ABSTRACT.join(' ')}`;
    const steps = stepsByText(...KO_TITLE_PAGE, p(abstract), ...KO_BODY);
    expect(steps[abstract]?.every((s) => s.startsWith('abstract.'))).toBe(true);
    expect(steps[abstract]?.some((s) => s.includes('[4-'))).toBe(true);
  });
});

describe('title pages in Chinese and Japanese', () => {
  it('reads authors separated by the CJK list marks and institutions by their own words', () => {
    const steps = stepsByText(
      p('高山草甸积雪对土壤呼吸的影响'),
      p('张伟1，李娜2'),
      p('1北京大学生命科学学院，北京 100871'),
      p(
        '摘要：本研究评估了积雪与土壤呼吸的关系。我们在40个样地测量了呼吸。呼吸在深雪下显著升高。积雪变化可能影响碳循环。',
      ),
      p('1. 引言'),
      p('积雪在冬季使土壤保温。'),
    );
    expect(steps['张伟1，李娜2']).toEqual(['front.authors']);
    expect(steps['1北京大学生命科学学院，北京 100871']).toEqual(['front.affiliations']);
    const abstract =
      '摘要：本研究评估了积雪与土壤呼吸的关系。我们在40个样地测量了呼吸。呼吸在深雪下显著升高。积雪变化可能影响碳循环。';
    expect(steps[abstract]?.every((s) => s.startsWith('abstract.'))).toBe(true);
  });

  it('reads Japanese authors written family name apart from given name', () => {
    const steps = stepsByText(
      p('高山草原における積雪と土壌呼吸'),
      p('山田 太郎¹、鈴木 花子²'),
      p('¹東京大学大学院農学生命科学研究科、東京'),
      p('要旨'),
      p('本研究は積雪と土壌呼吸の関係を評価した。40区画で呼吸を測定した。呼吸は深い雪の下で有意に高かった。'),
      p('1. はじめに'),
      p('積雪は冬に土壌を断熱する。'),
    );
    expect(steps['山田 太郎¹、鈴木 花子²']).toEqual(['front.authors']);
    expect(steps['¹東京大学大学院農学生命科学研究科、東京']).toEqual(['front.affiliations']);
  });

  it('skips the article-type line above a Japanese title and reads marks closed by a parenthesis', () => {
    const [type, title, byline] = ['原著論文', '高山草原における積雪と土壌呼吸', '山田 太郎1)，鈴木 花子2)'];
    const steps = stepsByText(
      p(type),
      p(title),
      p(byline),
      p('1)東京大学大学院農学生命科学研究科'),
      p('要旨'),
      p('本研究は積雪と土壌呼吸の関係を評価した。40区画で呼吸を測定した。呼吸は深い雪の下で有意に高かった。'),
      p('1. はじめに'),
      p('積雪は冬に土壌を断熱する。'),
    );
    expect(steps[type]).toBeUndefined();
    expect(steps[title]).toEqual(['front.title']);
    expect(steps[byline]).toEqual(['front.authors']);
  });
});

describe('a manuscript in Chinese', () => {
  it('opens its sections at numbered Chinese headings and finds its declarations by their labels', () => {
    const steps = stepsByText(
      p('积雪对土壤呼吸的影响'),
      p('张伟1，李娜2'),
      p('1北京大学生命科学学院，北京 100871'),
      p('摘要'),
      p('土壤呼吸很重要。我们测量了呼吸。结果表明呼吸升高。积雪可能影响碳循环。'),
      p('关键词：积雪；土壤呼吸'),
      p('1 引言'),
      p('积雪在冬季使土壤保温。'),
      p('2 材料与方法'),
      p('我们测量了呼吸。'),
      p('3 结果'),
      p('呼吸升高。'),
      p('4 讨论'),
      p('积雪很重要。'),
      p('基金项目：国家自然科学基金（31870000）'),
      p('利益冲突：作者声明无利益冲突。'),
      p('参考文献'),
      p('Doe J. Snow. Ecology. 2019;100:1-10.'),
    );
    expect(steps['我们测量了呼吸。']).toEqual(['main.materials_and_methods']);
    expect(steps['呼吸升高。']).toEqual(['main.results']);
    expect(steps['积雪很重要。']).toEqual(['main.discussion']);
    expect(steps['基金项目：国家自然科学基金（31870000）']).toEqual(['declaration.funding']);
    expect(steps['利益冲突：作者声明无利益冲突。']).toEqual(['declaration.conflicts_of_interest']);
    expect(steps['关键词：积雪；土壤呼吸']).toEqual(['abstract.keywords']);
  });
});

describe('letters without case that are not Korean, Chinese or Japanese', () => {
  it('reads "ºC" and "nº" as before: no sentence starts and no headings at them', () => {
    const text = 'Samples were kept at 4 ºC. ºC values were logged. See Lei n. º 8.080 de 1990.';
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual([
      'Samples were kept at 4 ºC. ºC values were logged.',
      'See Lei n. º 8.080 de 1990.',
    ]);
    const manuscript = readDocx(buildDocx({ body: [p('4 ºC overnight'), p('2 ª edição')].join('') }));
    expect(manuscript.blocks.map((b) => (b.type === 'paragraph' ? b.heading : undefined))).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('title-page lines in Korean, Chinese and Japanese', () => {
  const guess = (text: string) => guessFrontMatter(testParagraph('p1', text));

  it('takes an institution for an affiliation, not the same word in a title', () => {
    expect(guess('서울대학교 생명과학부, 서울, 대한민국')).toBe('front.affiliations');
    expect(guess('北京大学生命科学学院，北京 100871')).toBe('front.affiliations');
    expect(guess('東京大学大学院農学生命科学研究科、東京')).toBe('front.affiliations');
    for (const title of [
      '대학생의 수면과 우울',
      '병원의 간호 인력과 환자 안전',
      '大学生心理健康状况调查',
      '跨学科研究的进展',
      '病院における転倒予防',
    ])
      expect(guess(title)).not.toBe('front.affiliations');
  });

  it('reads authors marked by superscripts before or after, or listed with a middle dot', () => {
    expect(guess('¹홍길동, ²김철수')).toBe('front.authors');
    expect(guess('김철수¹·이영희²')).toBe('front.authors');
    expect(guess('山田太郎¹・鈴木花子²')).toBe('front.authors');
  });
});

describe('Chinese journal front matter and sections', () => {
  it('reads the CLC number line (set in bold, like a heading) as keywords and 结果与分析 as the results', () => {
    const clc = '中图分类号：S714　　文献标志码：A';
    const found = '退耕年限对表层土壤有机碳含量影响显著。';
    const steps = stepsByText(
      p('黄土高原退耕还林对土壤有机碳的影响'),
      p('王明1，李华1,2，张伟1*'),
      p(
        '摘要：退耕还林是黄土高原生态恢复的重要措施。本研究采集了12个样地的土壤样品。结果表明，表层土壤有机碳含量提高了35%。',
      ),
      p('关键词：退耕还林；土壤有机碳'),
      `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>中图分类号：</w:t></w:r><w:r><w:t xml:space="preserve">S714　　</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>文献标志码：</w:t></w:r><w:r><w:t>A</w:t></w:r></w:p>`,
      p('0 引言', '', '<w:b/>'),
      p('土壤有机碳是陆地生态系统碳库的重要组成部分。'),
      p('1 材料与方法', '', '<w:b/>'),
      p('研究区位于陕西省安塞区。'),
      p('2 结果与分析', '', '<w:b/>'),
      p(found),
      p('3 讨论', '', '<w:b/>'),
      p('本研究结果与前人研究一致。'),
    );
    expect(steps[clc]).toEqual(['abstract.keywords']);
    expect(steps[found]).toEqual(['main.results']);
  });
});
