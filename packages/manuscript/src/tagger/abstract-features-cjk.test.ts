import { describe, expect, it } from 'vitest';
import { abstractFeatures } from './abstract-features.ts';
import { classifyAbstractSentences } from './classify-abstract-sentences.ts';
import { SHIPPED_ABSTRACT_MODEL } from './shipped-abstract-model.ts';
import { splitSentences } from './split-sentences.ts';

const parts = (text: string) => {
  const sentences = splitSentences(text).map((r) => text.slice(r.start, r.end));
  return classifyAbstractSentences(sentences, SHIPPED_ABSTRACT_MODEL).map((label) =>
    label.part[0]?.toUpperCase(),
  );
};

describe('abstract cues in Korean, Chinese and Japanese', () => {
  it('fires the cue the English wording would fire', () => {
    expect(abstractFeatures('우리는 40개 구획에서 호흡을 측정하였다.', 1, 4)).toEqual(
      expect.arrayContaining(['cue:we-did', 'shape:we', 'tense:past']),
    );
    expect(abstractFeatures('结果表明呼吸在深雪下显著升高。', 2, 4)).toContain('cue:results-show');
    expect(abstractFeatures('結論として、積雪は炭素循環に影響する可能性がある。', 3, 4)).toEqual(
      expect.arrayContaining(['cue:conclude', 'cue:suggest']),
    );
    expect(abstractFeatures('토양 호흡은 겨울철 탄소 순환의 주요 경로이다.', 0, 4)).toContain(
      'tense:present',
    );
    expect(abstractFeatures('토양 호흡은 겨울철 탄소 순환의 주요 경로이다.', 0, 4)).not.toContain(
      'tense:past',
    );
  });

  it('splits a Korean abstract into its parts', () => {
    expect(
      parts(
        '토양 호흡은 겨울철 탄소 순환의 주요 경로이다. 그러나 적설이 토양 호흡에 미치는 영향은 잘 알려져 있지 않다. ' +
          '본 연구의 목적은 적설 깊이와 토양 호흡의 관계를 밝히는 것이다. 우리는 3년 동안 40개 구획에서 호흡을 측정하였다. ' +
          '분석 결과 깊은 눈 아래에서 호흡이 유의하게 높게 나타났다. 호흡량은 토양 온도와 양의 상관을 보였다. ' +
          '이러한 결과는 적설 변화가 탄소 순환에 영향을 줄 수 있음을 시사한다.',
      ),
    ).toEqual(['B', 'B', 'B', 'M', 'R', 'R', 'C']);
  });

  it('splits Chinese and Japanese abstracts into their parts', () => {
    expect(
      parts(
        '土壤呼吸是冬季碳循环的重要途径。本研究旨在评估积雪与土壤呼吸的关系。我们在40个样地测量了呼吸。结果表明呼吸在深雪下显著升高。综上所述，积雪变化可能影响碳循环。',
      ),
    ).toEqual(['B', 'B', 'M', 'R', 'C']);
    expect(
      parts(
        '土壌呼吸は冬季の炭素循環の主要な経路である。本研究の目的は積雪と土壌呼吸の関係を明らかにすることである。40区画で3年間呼吸を測定した。その結果、深い雪の下で呼吸が有意に高いことが示された。以上より、積雪の変化は炭素循環に影響する可能性がある。',
      ),
    ).toEqual(['B', 'B', 'M', 'R', 'C']);
  });
});
