import type { StepValue } from '@galley/contracts';

const METHODS_WORDS =
  /\b(?:methods?|methodology|materials|experimental|experiments?)\b|^(?:(?:our |proposed )?approach|study (?:areas?|sites?|regions?|design|population)|data(?:sets?| sources?| collection)?(?: and study design)?|datasets?|sampling(?: design)?|sample collection|field (?:survey|work|sampling)|participants|procedures?)$/;
// After the results, only a heading that names the methods opens them (Nature's order: "Methods summary", "Full
// methods", "Study population and methods", "实验方法"); "Comparison of classification methods", "Experiments with
// fewer images", "Material and energy balance" go on in the section they sit in.
const METHODS_NAMED =
  /^(?:(?:(?!(?:of|with|for|in|on|from|between|versus|vs)\b)[\p{L}-]+ ){0,3}(?:methods?|methodology|procedures)(?: summary| details)?|methods? .+|materials(?: and .+)?|experimental (?:methods?|procedures?|design|section|setup|details))$|方法|방법/u;
// One of numbered experiments or studies after the first, alone or with its title after a colon, dash or bracket
// ("Experiment 2", "Study 3: Replication", "Experiment 2 (N = 356)"), not "Study 1 and Study 2 compared".
const NUMBERED_STUDY =
  /^(?:experiment|study) (?!(?:1|one|i)\b)(?:\d{1,2}[a-c]?|[ivx]{1,4}|two|three|four|five|six)(?:\s*[:.(–—-].*)?$/u;

/**
 * The next of numbered experiments or studies right after the last one's discussion (a report of several, each
 * with its method, results and discussion, as psychology writes them): its methods begin.
 */
export function nextStudy(normalized: string): boolean {
  return NUMBERED_STUDY.test(normalized);
}

/**
 * A top-level heading the lexicon does not know, read by its words: "4. The analysis and comparison of the
 * experiment and simulation results" is results, "2. Experimental study on haze" is methods.
 */
export function keywordSection(normalized: string, beforeResults = true): StepValue | undefined {
  if (/\bresults?\b|\bfindings\b|^(?:experimental )?evaluation$|结果|結果|결과/.test(normalized))
    return 'main.results';
  if (/\bdiscussion\b|讨论|討論|考察|고찰|논의/.test(normalized)) return 'main.discussion';
  // Chinese, Japanese and Korean headings have no spaces between words: a word anywhere names the section:
  // background (研究背景), or the methods ("研究区与数据" study area and data, "试验设计", "調査方法", "연구 대상 및
  // 자료") but only before the results (after them "补充材料" is the supplement, "数据可用性声明" a statement).
  if (/背景|緒言|序論|배경/.test(normalized)) return 'main.introduction';
  if (
    beforeResults &&
    /方法|研究区|研究地区|数据|資料|资料|材料|试验|試験|实验|実験|样品|調査|调查|对象|対象|자료|대상|방법|실험/.test(
      normalized,
    )
  )
    return 'main.materials_and_methods';
  if (beforeResults ? METHODS_WORDS.test(normalized) : METHODS_NAMED.test(normalized))
    return 'main.materials_and_methods';
  return undefined;
}
