/**
 * The compliance report's details are English sentences written by the engine (`@galley/manuscript` writer); the
 * report carries no code per change and only a broad one per problem. These are the sentences it writes, each read
 * back into a key of `manuscript-convert:report.details.*` and its values, so the panel words them in the user's
 * language. A sentence none matches (a newer engine) is shown as sent.
 */
export interface ReportDetailMessage {
  key: string;
  params: Record<string, string | number>;
  /** Params whose value is itself a key of the report catalogue (a limit's row name), translated first. */
  terms?: Record<string, string>;
}

type Reader = [RegExp, (match: RegExpExecArray) => ReportDetailMessage];

const n = (value: string | undefined) => Number(value);
const message = (key: string, params: Record<string, string | number> = {}): ReportDetailMessage => ({
  key: `report.details.${key}`,
  params,
});

/** The rows of the limits table the engine's over-limit sentences name. */
const LIMIT_ROWS: Record<string, string> = {
  'Title words': 'title',
  'Abstract words': 'abstract',
  'Main text words': 'mainText',
  References: 'references',
  Tables: 'tables',
  Figures: 'figures',
};

const READERS: readonly Reader[] = [
  [/^(\d+) table\(s\) moved to the end\.$/, (m) => message('tablesMoved', { count: n(m[1]) })],
  [/^(\d+) figure legend\(s\) moved to the end\.$/, (m) => message('legendsMoved', { count: n(m[1]) })],
  [
    /^(\d+) figure legend\(s\) gathered under "(.*)"\.$/,
    (m) => message('legendsGathered', { count: n(m[1]), heading: m[2] ?? '' }),
  ],
  [
    /^(\d+) reference\(s\) formatted in the (.+?) style(, sorted alphabetically)?\.$/,
    (m) =>
      message(m[3] ? 'referencesFormattedSorted' : 'referencesFormatted', {
        count: n(m[1]),
        style: m[2] ?? '',
      }),
  ],
  [/^References renumbered in the order of first citation\.$/, () => message('referencesRenumbered')],
  [
    /^(\d+) in-text citation\(s\) written as (.+)\.$/,
    (m) => message('citationsWritten', { count: n(m[1]), style: m[2] ?? '' }),
  ],
  [
    /^(\d+) paragraph\(s\) no step was tagged on left out \(tag them to carry them over\)\.$/,
    (m) => message('untaggedLeftOut', { count: n(m[1]) }),
  ],
  [
    /^(.+) merged into (.+): the template has no section for it\.$/,
    (m) => message('mergedInto', { step: m[1] ?? '', host: m[2] ?? '' }),
  ],
  [
    /^(.+) appended at the end under "(.*)": the template has no section for it\.$/,
    (m) => message('appendedAtEnd', { step: m[1] ?? '', heading: m[2] ?? '' }),
  ],
  [
    /^(.+) text taken out of (.+) into its own place\.$/,
    (m) => message('takenOut', { step: m[1] ?? '', from: m[2] ?? '' }),
  ],
  [
    /^The abstract \((.+)\) merged into one running paragraph\.$/,
    (m) => message('abstractMerged', { parts: m[1] ?? '' }),
  ],
  [/^The abstract was left out: this article type has none\.$/, () => message('abstractLeftOut')],
  [
    /^Abstract (.+) → "(.*)"\.$/,
    (m) => message('abstractRelabelled', { from: m[1] ?? '', heading: m[2] ?? '' }),
  ],
  [
    /^"(.*)" → "(.*)" \((.+)\)\.$/,
    (m) => message('relabelled', { from: m[1] ?? '', to: m[2] ?? '', step: m[3] ?? '' }),
  ],
  [
    /^(.+) written as one section "(.*)"\.$/,
    (m) => message('oneSection', { steps: m[1] ?? '', heading: m[2] ?? '' }),
  ],
  [/^(.+) moved to the title page\.$/, (m) => message('toTitlePage', { item: m[1] ?? '' })],
  [
    /^(\d+) keyword\(s\) left out: the journal prints none \(give them in its submission form\)\.$/,
    (m) => message('keywordsLeftOut', { count: n(m[1]) }),
  ],
  [
    /^(.+) tagged, but this journal's title page has no place for it: left out\.$/,
    (m) => message('frontLeftOut', { part: m[1] ?? '' }),
  ],
  [
    /^(Footnote|Endnote) (\S+)(?: \("(.*)"\))? left out: its mark is in no text carried over\.$/s,
    (m) =>
      message(m[1] === 'Footnote' ? 'footnoteLeftOut' : 'endnoteLeftOut', {
        id: m[2] ?? '',
        excerpt: m[3] ?? '',
      }),
  ],
  [
    /^Figure (\d+) left out \(images are not carried into the converted file\)(?:: "(.*)"|; no caption found\.)$/s,
    (m) =>
      message(m[2] === undefined ? 'figureLeftOut' : 'figureLeftOutNamed', {
        number: n(m[1]),
        caption: m[2] ?? '',
      }),
  ],
  [
    /^(\d+) citation field\(s\) could not be tied to the reference list and are written as in the manuscript(; .*)?\.$/,
    (m) => message(m[2] ? 'citationsUnlinkedKept' : 'citationsUnlinked', { count: n(m[1]) }),
  ],
  [
    /^(\d+) author-year citation\(s\) typed in the text could not be tied to a single reference-list entry and are written as in the manuscript, not as numbers\.$/,
    (m) => message('authorYearUnlinked', { count: n(m[1]) }),
  ],
  [
    /^No reference list was tagged: citations are written as in the manuscript\.$/,
    () => message('noReferenceList'),
  ],
  [
    /^Unknown reference preset "(.*)"; (.+) was used\.$/,
    (m) => message('presetUnknown', { preset: m[1] ?? '', used: m[2] ?? '' }),
  ],
  [
    /^(\d+) reference\(s\) could not be read into fields and are written as in the manuscript\.$/,
    (m) => message('referencesUnparsed', { count: n(m[1]) }),
  ],
  [
    /^No text for the required section "(.*)" \((.+)\)\.$/,
    (m) => message('requiredEmpty', { heading: m[1] ?? '', steps: m[2] ?? '' }),
  ],
  [/^No keywords were tagged\.$/, () => message('noKeywords')],
  [/^No title was tagged\.$/, () => message('noTitle')],
  [
    /^(\d+) keyword\(s\); at least (\d+) asked\.$/,
    (m) => message('keywordsTooFew', { count: n(m[1]), min: n(m[2]) }),
  ],
  [
    /^(\d+) keyword\(s\); at most (\d+) allowed\.$/,
    (m) => message('keywordsTooMany', { count: n(m[1]), max: n(m[2]) }),
  ],
  [
    /^The journal's abstract has a "(.*)" heading that no part of the manuscript fills; write it before submitting\.$/,
    (m) => message('abstractHeadingToWrite', { heading: m[1] ?? '' }),
  ],
  [
    /^(Title words|Abstract words|Main text words|References|Tables|Figures): (\d+), limit (\d+)\.$/,
    (m) => ({
      ...message('overLimit', { count: n(m[2]), limit: n(m[3]) }),
      terms: { what: `report.rows.${LIMIT_ROWS[m[1] ?? ''] ?? 'title'}` },
    }),
  ],
];

/** The catalogue message for one of the engine's detail sentences, or null when it is not one it knows. */
export function reportDetailMessage(detail: string): ReportDetailMessage | null {
  for (const [pattern, read] of READERS) {
    const match = pattern.exec(detail);
    if (match) return read(match);
  }
  return null;
}

/** The detail in the user's language: its message translated (terms first), else the sentence as sent. */
export function reportDetailText(
  detail: string,
  message: ReportDetailMessage | null,
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  if (!message) return detail;
  const terms = Object.fromEntries(Object.entries(message.terms ?? {}).map(([name, key]) => [name, t(key)]));
  return t(message.key, { ...message.params, ...terms });
}
