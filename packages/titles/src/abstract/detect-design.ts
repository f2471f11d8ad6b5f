export type StudyDesign =
  | 'meta-analysis'
  | 'systematic-review'
  | 'randomized-trial'
  | 'cohort'
  | 'case-control'
  | 'cross-sectional'
  | 'case-report'
  | 'case-series'
  | 'review'
  | 'pilot';

// Most specific first: a meta-analysis of trials mentions "randomized trials" too.
const CUES: [StudyDesign, RegExp][] = [
  ['meta-analysis', /\bmeta-?analys[ie]s\b/i],
  ['systematic-review', /\bsystematic(?:ally)? review/i],
  [
    'randomized-trial',
    /\b(?:we |this |a )?(?:double-blind(?:ed)?,? )?(?:placebo-controlled,? )?randomi[sz]ed(?:,? (?:double-blind|placebo-controlled|controlled|clinical|multicent(?:er|re)|crossover|open-label))*,? (?:clinical )?(?:trial|study)\b|\bwere randomi[sz]ed\b|\brandomly (?:assigned|allocated)\b/i,
  ],
  ['case-control', /\bcase-control\b/i],
  [
    'cohort',
    /\b(?:cohort study|prospective cohort|retrospective cohort|population-based cohort|followed up for)\b/i,
  ],
  ['cross-sectional', /\bcross-sectional\b/i],
  [
    'case-report',
    /\b(?:we (?:report|describe|present) (?:a|an|the) (?:case|patient|\d+-year-old)|case report|a (?:\d+|[a-z]+-)-?year-old (?:man|woman|boy|girl|male|female|patient))\b/i,
  ],
  [
    'case-series',
    /\b(?:case series|we (?:report|describe|present) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:cases|patients))\b/i,
  ],
  ['review', /\b(?:this|we) review(?:s|ed)?\b|\bin this review\b/i],
  ['pilot', /\bpilot (?:study|trial)\b/i],
];

/** The study design an abstract states, if any (rules over its wording; the first matching cue wins). */
export function detectDesign(abstract: string): StudyDesign | undefined {
  return CUES.find(([, cue]) => cue.test(abstract))?.[0];
}
