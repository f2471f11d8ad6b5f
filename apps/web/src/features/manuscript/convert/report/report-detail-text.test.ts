import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/manuscript-convert.json';
import ja from '../../../../locales/ja/manuscript-convert.json';
import ko from '../../../../locales/ko/manuscript-convert.json';
import zh from '../../../../locales/zh/manuscript-convert.json';
import { reportDetailMessage, reportDetailText } from './report-detail-text.ts';
import { reportModel } from './report-model.ts';

/** Sentences as the engine's writer (`packages/manuscript/src/writer`) words them. */
const ENGINE_SENTENCES = [
  '1 table(s) moved to the end.',
  '3 figure legend(s) moved to the end.',
  '2 figure legend(s) gathered under "Figure legends".',
  '24 reference(s) formatted in the vancouver style.',
  '24 reference(s) formatted in the apa style, sorted alphabetically.',
  'References renumbered in the order of first citation.',
  '31 in-text citation(s) written as superscript numbers.',
  '2 paragraph(s) no step was tagged on left out (tag them to carry them over).',
  'main.conclusions merged into main.discussion: the template has no section for it.',
  'back.appendix appended at the end under "Appendix": the template has no section for it.',
  'abstract.keywords text taken out of abstract.conclusions into its own place.',
  'The abstract (background, methods) merged into one running paragraph.',
  'The abstract was left out: this article type has none.',
  'Abstract background + methods → "Introduction".',
  '"Materials and Methods" → "Methods" (main.materials_and_methods).',
  'main.results + main.discussion written as one section "Results and discussion".',
  'Correspondence moved to the title page.',
  '5 keyword(s) left out: the journal prints none (give them in its submission form).',
  "Running title tagged, but this journal's title page has no place for it: left out.",
  'Footnote 1 ("See the appendix for …") left out: its mark is in no text carried over.',
  'Endnote 2 left out: its mark is in no text carried over.',
  'Figure 1 left out (images are not carried into the converted file): "Figure 1. Study flow"',
  'Figure 2 left out (images are not carried into the converted file); no caption found.',
  '3 citation field(s) could not be tied to the reference list and are written as in the manuscript.',
  '3 citation field(s) could not be tied to the reference list and are written as in the manuscript; the list keeps its source order so they still point to the right entries.',
  '2 author-year citation(s) typed in the text could not be tied to a single reference-list entry and are written as in the manuscript, not as numbers.',
  'No reference list was tagged: citations are written as in the manuscript.',
  'Unknown reference preset "xyz"; vancouver was used.',
  '2 reference(s) could not be read into fields and are written as in the manuscript.',
  'No text for the required section "Funding" (declaration.funding).',
  'No keywords were tagged.',
  'No title was tagged.',
  '2 keyword(s); at least 3 asked.',
  '9 keyword(s); at most 6 allowed.',
  'The journal\'s abstract has a "Findings" heading that no part of the manuscript fills; write it before submitting.',
  'Abstract words: 320, limit 300.',
  'Main text words: 4100, limit 3500.',
];

/** A flat key lookup with i18next's plural suffixes, enough to resolve and fill a message in one catalogue. */
function translator(catalogue: unknown) {
  const lookup = (key: string): string | undefined => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  return (key: string, params: Record<string, string | number> = {}) => {
    const count = params.count;
    const text =
      (count === 1 ? lookup(`${key}_one`) : undefined) ??
      lookup(`${key}_other`) ??
      lookup(key) ??
      `MISSING ${key}`;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `MISSING {{${name}}}`));
  };
}

describe('report details in the user language', () => {
  it('reads every sentence the engine writes into a message', () => {
    for (const sentence of ENGINE_SENTENCES) expect(reportDetailMessage(sentence), sentence).not.toBeNull();
  });

  it('says the screen 50 change in Korean, not English', () => {
    const text = reportDetailText(
      '1 table(s) moved to the end.',
      reportDetailMessage('1 table(s) moved to the end.'),
      translator(ko),
    );
    expect(text).toBe('표 1개를 끝으로 옮겼습니다.');
  });

  it('words every engine sentence in every language, with every value filled', () => {
    for (const catalogue of [en, ko, zh, ja]) {
      const t = translator(catalogue);
      for (const sentence of ENGINE_SENTENCES) {
        const text = reportDetailText(sentence, reportDetailMessage(sentence), t);
        expect(text, sentence).not.toContain('MISSING');
      }
    }
  });

  it('gives English back as the engine wrote it, limits named by their row', () => {
    const t = translator(en);
    expect(
      reportDetailText(
        '1 table(s) moved to the end.',
        reportDetailMessage('1 table(s) moved to the end.'),
        t,
      ),
    ).toBe('1 table moved to the end.');
    const over = 'Abstract words: 320, limit 300.';
    expect(reportDetailText(over, reportDetailMessage(over), t)).toBe('Abstract: 320, limit 300.');
  });

  it('shows a sentence it does not know as sent', () => {
    expect(reportDetailMessage('Something new happened.')).toBeNull();
    expect(reportDetailText('Something new happened.', null, translator(ko))).toBe('Something new happened.');
  });

  it('the panel model carries each message', () => {
    const model = reportModel({
      journalId: 'j',
      articleType: 'original_article',
      templateFamily: 'f',
      words: {
        title: { count: 1, limit: null },
        abstract: { count: 1, limit: null },
        mainText: { count: 1, limit: null },
      },
      keywords: { count: 0, min: null, max: null },
      references: { count: 0, limit: null },
      tables: { count: 1, limit: null },
      figures: { count: 0, limit: null },
      missing: [],
      changes: [{ kind: 'moved', detail: '1 table(s) moved to the end.' }],
      problems: [{ code: 'missing_required', detail: 'No title was tagged.' }],
    });
    expect(model.changes[0]?.message).toEqual({ key: 'report.details.tablesMoved', params: { count: 1 } });
    expect(model.problems[0]?.message).toEqual({ key: 'report.details.noTitle', params: {} });
  });
});
