/**
 * Features of one abstract sentence for the sentence classifier; the training script (scripts/manuscript/) and
 * the tagger share this function, so the model always sees the same features it was trained on.
 * Words are lower-cased with digits folded to 0; bigrams catch "we found", "in conclusion", "aim of"; the
 * position in the abstract matters most of all (background comes first, conclusions last).
 */
export function abstractFeatures(sentence: string, index: number, count: number): string[] {
  const words =
    sentence
      .toLowerCase()
      .replace(/\d+(?:[.,]\d+)?/g, '0')
      .match(/[\p{L}0]+(?:['’-][\p{L}0]+)*|[%<>=±]/gu) ?? [];
  const features = ['bias'];
  const relative = count > 1 ? index / (count - 1) : 0;
  const bucket = Math.min(4, Math.floor(relative * 5));
  features.push(`pos:${bucket}`);
  if (index === 0) features.push('pos:first');
  if (index === count - 1) features.push('pos:last');
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    features.push(`w:${word}`);
    if (i < 3) features.push(`start:${word}`);
    const next = words[i + 1];
    if (next) features.push(`b:${word} ${next}`);
  }
  if (/\bp\s*[<=>]\s*0?\.\d/i.test(sentence)) features.push('shape:p-value');
  if (/\d\s*%/.test(sentence)) features.push('shape:percent');
  if (/\b(?:95\s*%\s*)?CI\b|confidence interval/i.test(sentence)) features.push('shape:ci');
  if (/\b(?:we|our)\b/i.test(sentence)) features.push('shape:we');
  return features;
}
