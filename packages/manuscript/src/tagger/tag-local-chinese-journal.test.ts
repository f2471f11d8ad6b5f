import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// A Chinese journal's layout (probe manuscript): the article number above the title, an introduction with no
// heading, numbered sections named by their content, a bilingual references heading, and the English title page,
// abstract and keywords after the reference list.
const TITLE = '城市绿地格局对地表温度的影响';
const FRONT = [
  p('文章编号：1000-0933(2023)05-1234-10'),
  boldP(TITLE),
  p('王小明1，李华1,2，张伟3'),
  p('(1. 武汉大学资源与环境科学学院，武汉 430079；2. 中国科学院地理科学与资源研究所，北京 100101)'),
  p(
    '摘要：城市热岛效应日益突出，绿地是缓解热岛的重要手段。本文基于遥感影像反演地表温度，分析了绿地格局对地表温度的影响。结果表明，绿地面积比例是降温的首要因子。研究可为城市绿地规划提供依据。',
  ),
  p('关键词：城市绿地；地表温度；景观格局'),
  p('城市化过程中，不透水面的扩张导致城市热岛效应不断加剧。'),
];
const STUDY_AREA = '武汉市位于长江中游，是典型的夏热冬冷城市。';
const BODY = [
  boldP('1　研究区与数据'),
  p(STUDY_AREA),
  boldP('2　结果与分析'),
  p('绿地面积比例每增加10%，地表温度平均下降0.8 ℃。'),
  boldP('3　讨论'),
  p('本研究结果与已有研究基本一致。'),
];
const REFERENCES = [
  boldP('参考文献（References）：'),
  p('[1]　Oke T R. The energetic basis of the urban heat island. Q J R Meteorol Soc, 1982, 108(455): 1-24.'),
  p('[2]　王小明, 李华. 城市热岛效应研究进展. 生态学报, 2020, 40(3): 1-10.'),
];
const ENGLISH_TITLE = 'Effects of urban green space pattern on land surface temperature';
const ENGLISH_ABSTRACT =
  'Abstract: Green space is an important means of mitigating the urban heat island. We retrieved land surface temperature from Landsat images and related it to landscape metrics. The proportion of green space was the primary cooling factor. The study provides a basis for urban planning.';
const BACK = [
  boldP(ENGLISH_TITLE),
  p('WANG Xiaoming1, LI Hua1,2, ZHANG Wei3'),
  p('1 School of Resource and Environmental Sciences, Wuhan University, Wuhan 430079, China'),
  p(ENGLISH_ABSTRACT),
  p('Key Words: urban green space; land surface temperature; landscape pattern'),
];

describe("a Chinese journal's layout", () => {
  it('skips a labelled line above the title and reads a numbered section by its words', () => {
    const steps = stepsByText(...FRONT, ...BODY, ...REFERENCES);
    expect(steps['文章编号：1000-0933(2023)05-1234-10']).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps['1　研究区与数据']).toEqual(['main.materials_and_methods']);
    expect(steps[STUDY_AREA]).toEqual(['main.materials_and_methods']);
  });

  it('knows a heading by its translation in brackets', () => {
    const steps = stepsByText(...FRONT, ...BODY, ...REFERENCES);
    expect(steps['参考文献（References）：']).toEqual(['back.references']);
    expect(steps['[2]　王小明, 李华. 城市热岛效应研究进展. 生态学报, 2020, 40(3): 1-10.']).toEqual([
      'back.references',
    ]);
  });

  it('reads the English abstract after the references as an abstract, its title page as nothing', () => {
    const steps = stepsByText(...FRONT, ...BODY, ...REFERENCES, ...BACK);
    expect(steps[ENGLISH_TITLE]).toBeUndefined();
    expect(steps['WANG Xiaoming1, LI Hua1,2, ZHANG Wei3']).toBeUndefined();
    expect(steps[ENGLISH_ABSTRACT]?.every((step) => step.startsWith('abstract.'))).toBe(true);
    expect(steps[ENGLISH_ABSTRACT]?.length).toBeGreaterThan(1);
    expect(steps['Key Words: urban green space; land surface temperature; landscape pattern']).toEqual([
      'abstract.keywords',
    ]);
    // A reference without a year is still a reference when no abstract follows.
    const undated = 'Smith J. Urban heat in Asian cities. Landscape Urban Plan, in press.';
    expect(stepsByText(...FRONT, ...BODY, ...REFERENCES, p(undated))[undated]).toEqual(['back.references']);
  });

  it('keeps year-less numbered references and an appendix heading after them', () => {
    const undated = '[3]　国家统计局. 中国统计年鉴. 北京: 中国统计出版社.';
    const appendix = '附录中给出了各景观指数的定义。';
    const steps = stepsByText(...FRONT, ...BODY, ...REFERENCES, p(undated), boldP('附录'), p(appendix));
    expect(steps[undated]).toEqual(['back.references']);
    expect(steps[appendix]).toEqual(['back.appendix']);
    const supplement = stepsByText(...FRONT, ...BODY, boldP('4　补充材料'), p('补充图S1给出了采样点分布。'));
    expect(supplement['补充图S1给出了采样点分布。']).toEqual(['back.appendix']);
  });
});
