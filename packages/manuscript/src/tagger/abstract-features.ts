/**
 * General cues to a sentence's part, whatever the field: what the authors did ("we designed", "here we propose"),
 * what they found ("we found", "the results show"), what it means ("in conclusion", "these findings suggest"),
 * hedges and modals, numbers and tense. Learnt from the PubMed abstracts like the words, and also paired with the
 * position bucket, so "we did" early reads as methods and "should" late as conclusions.
 */
const CUE_FEATURES: [string, RegExp][] = [
  [
    'cue:we-did',
    /\b(?:we|this (?:study|paper|article|work)|the present (?:study|paper))\s+(?:(?:have|had|also|then|first|further)\s+)?(?:designed|develop(?:ed)?|conducted|performed|collected|used|applied|analy[sz]ed|surveyed|sampled|recruited|interviewed|propose[sd]?|present(?:ed)?|report(?:ed)?|built|constructed|simulated|modell?ed|compared|quantified|measured|examined|investigated|evaluated|assessed|tested|estimated|introduce[sd]?|describe[sd]?)\b/i,
  ],
  ['cue:here', /^(?:here(?:in)?|in (?:this|the present) (?:study|paper|article|work|report))\b/i],
  [
    'cue:we-found',
    /\b(?:we|this (?:study|analysis))\s+(?:also\s+)?(?:found|find|show(?:ed|n)?|observed|demonstrated?|identified|detected|revealed)\b/i,
  ],
  [
    'cue:results-show',
    /\b(?:results?|findings|analys[ie]s|data|estimates)\s+(?:also\s+)?(?:show(?:ed|s)?|reveal(?:ed|s)?|indicated?|demonstrated?)\b/i,
  ],
  [
    'cue:conclude',
    /\b(?:in conclusion|we conclude|to conclude|in summary|taken together|overall|we recommend|we argue|it is argued|implications?)\b/i,
  ],
  [
    'cue:these-findings',
    /\b(?:these|our|the)\s+(?:results|findings|data|observations)\s+(?:\w+\s+)?(?:suggest|support|highlight|imply|provide|indicate|underline|emphasi[sz]e)/i,
  ],
  ['cue:suggest', /\b(?:suggest(?:s|ed)?|may|might|could|should|need(?:s|ed)? to|warrant)\b/i],
  ['shape:number', /\d/],
  ['tense:past', /\b(?:was|were|had|did)\b|\b\w{3,}ed\b/i],
  ['tense:present', /\b(?:is|are|has|have|remains?|exists?)\b/i],
];

/**
 * Features of one abstract sentence for the sentence classifier; the training script (scripts/manuscript/) and
 * the tagger share this function, so the model always sees the same features it was trained on.
 * Words are lower-cased with digits folded to 0; bigrams catch "we found", "in conclusion", "aim of"; the
 * position in the abstract matters most of all (background comes first, conclusions last); the general cues
 * (CUE_FEATURES), alone and with the position, carry over to fields whose words the PubMed abstracts lack.
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
  // The cues but the number, and "we", also paired with the position bucket.
  const paired: string[] = [];
  if (/\b(?:we|our)\b/i.test(sentence)) {
    features.push('shape:we');
    paired.push('shape:we');
  }
  for (const [name, pattern] of CUE_FEATURES)
    if (pattern.test(sentence)) {
      features.push(name);
      if (name !== 'shape:number') paired.push(name);
    }
  for (const cue of paired) features.push(`pos:${bucket}&${cue}`);
  return features;
}
