/**
 * Function words that bound key phrases (a phrase never starts or ends on one, and most split phrases). English
 * only: the chunker is language-light, and other languages fall back to the sentence-based candidates.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also although am among an and any are as at be because been before being
  below between both but by can could did do does doing done down during each either et etc few for from further had
  has have having he her here hers herself him himself his how however i if in into is it its itself just may me
  might more most much must my no nor not now of off on once only or other our ours ourselves out over own per
  same she should since so some such than that the their theirs them themselves then there these they this those
  though through thus to too under until up upon us very via was we were what when where whether which while who
  whom whose why will with within without would yet you your yours vs versus al i.e e.g whereas respectively
  therefore hence moreover furthermore overall using used use based compared well one two three four five six
  seven eight nine ten first second third new total mean median range showed shown show shows found find finding
  revealed reveal suggest suggests suggested indicate indicates indicated demonstrate demonstrates demonstrated
  observed observe report reported reports conclude concluded conclusion conclusions results result study studies
  studied present presented aim aimed objective purpose background methods method introduction
  investigated investigate examined examine evaluated evaluate assessed assess determined determine performed
  significant significantly increased decreased higher lower greater less associated included including
  obtained described describe analysed analyzed data due receiving undergoing treated given following
  according caused various several different possible possibility whereas eligible thereby like within among
  obtaining containing leading resulting suggesting indicating showing having being making taking`
    .split(/\s+/)
    .filter(Boolean),
);

/** Connectors titles keep between phrases; everything else that is a stopword ends a phrase. */
export const LINKS: ReadonlySet<string> = new Set([
  'of',
  'in',
  'on',
  'for',
  'with',
  'and',
  'to',
  'by',
  'from',
]);
