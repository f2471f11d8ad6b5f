import { CJK_CUE_FEATURES, CJK_WE } from './abstract-features-cjk.ts';

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
    /\b(?:in conclusion|we conclude|to conclude|in summary|taken together|we recommend|we argue|it is argued|implications?)\b|^overall\b/i,
  ],
  [
    'cue:these-findings',
    /\b(?:these|our|the)\s+(?:results|findings|data|observations)\s+(?:\w+\s+)?(?:suggest|support|highlight|imply|provide|indicate|underline|emphasi[sz]e)/i,
  ],
  ['cue:suggest', /\b(?:suggest(?:s|ed)?|may|might|could|should|need(?:s|ed)? to|warrant)\b/i],
  [
    'cue:aim',
    /\b(?:aims?|aimed|objectives?|purpose|goal)\b|\b(?:this|the present|the current|our) (?:paper|study|article|work|research|review|thesis|chapter)\s+(?:\w+\s+)?(?:evaluates|examines|investigates|explores|addresses|asks|discusses|argues|considers|focuses|seeks|attempts)\b/i,
  ],
  ['cue:will-show', /\b(?:as we will (?:show|see|demonstrate)|we will (?:show|argue|demonstrate))\b/i],
  ['shape:number', /\d/],
  ['tense:past', /\b(?:was|were|had|did)\b|\b\w{3,}ed\b/i],
  // Past tense that is not a present passive or perfect ("is divided", "have been used" are not narration).
  [
    'tense:narrated',
    /\b(?:was|were|did)\b|(?<!\b(?:is|are|be|been|being|has|have|can|may|will)\s+(?:\w+ly\s+)?)\b\w{3,}ed\b/i,
  ],
  ['tense:present', /\b(?:is|are|has|have|remains?|exists?)\b/i],
  ['tense:future', /\bwill\b/i],
];

/**
 * Features of one abstract sentence for the sentence classifier; the training script (scripts/manuscript/) and
 * the tagger share this function, so the model always sees the same features it was trained on.
 * Words are lower-cased with digits folded to 0; bigrams catch "we found", "in conclusion", "aim of"; the
 * position in the abstract matters (background comes first, conclusions last), though less in other fields than in
 * PubMed, so the model is trained with part of it dropped; the general cues (CUE_FEATURES), alone and with the
 * position, carry over to fields whose words the PubMed abstracts lack.
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
  features.push(`len:${words.length < 12 ? 'short' : words.length < 30 ? 'mid' : 'long'}`);
  // The cues but the number, and "we", also paired with the position bucket.
  const paired: string[] = [];
  if (/\b(?:we|our)\b/i.test(sentence) || CJK_WE.test(sentence)) {
    features.push('shape:we');
    paired.push('shape:we');
  }
  for (const [name, pattern] of CUE_FEATURES)
    if (pattern.test(sentence) || CJK_CUE_FEATURES[name]?.test(sentence)) {
      features.push(name);
      if (name !== 'shape:number') paired.push(name);
    }
  for (const cue of paired) features.push(`pos:${bucket}&${cue}`);
  return features;
}

// Cues whose presence earlier or later in the abstract says where a sentence stands in it, whatever its position.
const CONTEXT_CUES = new Set([
  'cue:we-did',
  'cue:here',
  'cue:we-found',
  'cue:results-show',
  'cue:conclude',
  'cue:these-findings',
  'cue:aim',
  'cue:will-show',
  'shape:p-value',
  'shape:percent',
  'shape:we',
]);

/**
 * The features of every sentence of an abstract: abstractFeatures, and the general cues seen before it and after
 * it ("seen:cue:we-did" — the authors have already said what they did, so this sentence is no longer the
 * background; "ahead:cue:we-found" — the findings are still to come). Abstracts of other fields spend more or
 * fewer sentences on each part than the PubMed ones, and these say more than the position about where a part ends.
 */
export function abstractSequenceFeatures(sentences: readonly string[]): string[][] {
  const own = sentences.map((sentence, index) => abstractFeatures(sentence, index, sentences.length));
  const cues = own.map((features) => features.filter((f) => CONTEXT_CUES.has(f)));
  return own.map((features, index) => {
    const seen = new Set(cues.slice(0, index).flat());
    const ahead = new Set(cues.slice(index + 1).flat());
    return [...features, ...[...seen].map((c) => `seen:${c}`), ...[...ahead].map((c) => `ahead:${c}`)];
  });
}
