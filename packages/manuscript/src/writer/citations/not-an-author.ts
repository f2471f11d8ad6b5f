const WORDS = new Set(
  [
    'table tables fig figs figure figures appendix section chapter eq equation supplementary supporting',
    'version phase wave model study survey season census january february march april may june july',
    'august september october november december jan feb mar apr jun jul aug sep sept oct nov dec spring',
    'summer autumn fall winter in the since until from before after during by on at of for and or both',
    'see cf eg ie vs year years between',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether a name before a year is a word of the sentence rather than an author: "(Table 2012)", "(Summer 2019)",
 * "In (2010)". Only asked of citations that tie to no entry, to keep them out of the count of untied citations.
 */
export function notAnAuthor(name: string): boolean {
  const last =
    name
      .trim()
      .split(/[\s.,]+/)
      .filter(Boolean)
      .pop() ?? '';
  return WORDS.has(last.toLowerCase());
}
