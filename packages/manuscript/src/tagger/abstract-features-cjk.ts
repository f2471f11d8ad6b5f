// Sentence-final past: Korean "-었다/-았다/-였다/-했다", Japanese "-た。".
const PAST = /(?:았|었|였|했|됐)다|た(?:。|$)/u;

/**
 * The general cues of abstractFeatures as Korean, Chinese and Japanese abstracts write them: "본 연구는", "本研究",
 * "本研究では" (here), "측정하였다", "我们…测量", "測定した" (what the authors did), "결론적으로", "综上所述",
 * "結論として" (what it means), the sentence-final past and present of Korean and Japanese. The model learnt each cue
 * from the English PubMed abstracts; these only let the same cue fire on a sentence in another script (no training
 * sentence is in one, so the weights are the same with or without them), where the words themselves are unknown to
 * the model and the cues and the position are all it has.
 */
export const CJK_CUE_FEATURES: Readonly<Record<string, RegExp>> = {
  'cue:we-did':
    /(?:측정|조사|분석|수집|설계|개발|수행|실시|비교|모집|추정|적용|제안|사용|시행|검토)(?:하였|했)|(?:我们|本研究|本文)[^。]{0,30}?(?:设计|开发|进行|收集|采用|分析|测量|调查|比较|评估|建立|构建|提出)|(?:測定|調査|分析|収集|設計|開発|実施|比較|評価|検討|適用|提案)(?:した|を行った|しました)/u,
  'cue:here':
    /^(?:본|이) (?:연구|논문)(?:는|은|에서는)|^(?:本研究|本文|在本研究中)|^本(?:研究|論文)(?:では|は)/u,
  'cue:we-found':
    /(?:나타났|확인되었|관찰되었|발견되었|밝혀졌|관찰하였|확인하였|발견하였)|(?:我们|本研究)[^。]{0,20}?(?:发现|观察到)|(?:認められた|示された|明らかになった|観察された|明らかにした)/u,
  'cue:results-show':
    /(?:연구|분석) 결과|(?:보였|나타내었)다|结果(?:表明|显示|提示)|(?:その|解析の|調査の)結果/u,
  'cue:conclude':
    /결론적으로|요약하면|종합하면|总之|综上所述|总而言之|结论|結論として|以上より|以上のことから/u,
  'cue:these-findings':
    /(?:이러한|이|본 연구의?) 결과(?:는|들은)|(?:这些|本研究的?)(?:结果|发现)|(?:これらの|本研究の)(?:結果|知見)/u,
  'cue:suggest':
    /시사한다|수 있다|필요하다|제안한다|可能|提示|建议|应当|需要|示唆|可能性|必要がある|べきである/u,
  'cue:aim': /목적|목표|하고자|目的|旨在|目标|目指/u,
  'tense:past': PAST,
  // Korean and Japanese have no present perfect or present passive to set apart from narration.
  'tense:narrated': PAST,
  'tense:present': /(?:이|있|없|한|된|는|인)다(?:\.|$)|(?:る|である|です|ます|ない)(?:。|$)/u,
};

/** "We" or "our" in Korean, Chinese or Japanese. */
export const CJK_WE = /우리(?:는|의|가)|저자들은|我们|我々|私たち/u;
