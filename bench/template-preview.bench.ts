// The template editor's live preview (issue 16): every change runs the editor's reducer and re-formats the
// preview in the browser with @galley/references' formatter. Goal: < 50 ms per change for 50 references.
// 50 real PubMed records (the local E-utilities corpus) through a session of edits — elements dragged in,
// moved, settings typed and toggled, a preset loaded, undo and redo — each timed as reducer + format.
// Median and p95 per change over all runs after a warm-up; printed, never asserted.
import { loadCorpus } from '@galley/pubmed';
import { CITATION_PRESETS } from '@galley/references';
import { formatPreview } from '../apps/web/src/features/templates/editor/preview/format-preview.ts';
import type { EditorAction } from '../apps/web/src/features/templates/editor/state/editor-action.ts';
import { editorReducer } from '../apps/web/src/features/templates/editor/state/editor-reducer.ts';
import { initialEditorState } from '../apps/web/src/features/templates/editor/state/editor-state.ts';
import { toTemplate } from '../apps/web/src/features/templates/editor/state/to-template.ts';
import { sharedDataPath } from '../packages/pubmed/src/test-support/shared-data.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const GOAL_MS = 50;
const REFERENCES = 50;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const corpus = loadCorpus(sharedDataPath('pubmed'));
// Spread over the corpus: different journals, author counts and page styles.
const entries = [...corpus.values()];
const step = Math.max(1, Math.floor(entries.length / REFERENCES));
const items = entries
  .filter((_, index) => index % step === 0)
  .slice(0, REFERENCES)
  .map((entry) => entry.record.item);
if (items.length < REFERENCES) throw new Error(`only ${items.length} records in the corpus`);

const preset = CITATION_PRESETS.find((candidate) => candidate.id === 'ama-11') ?? CITATION_PRESETS[0];
if (!preset) throw new Error('no presets');
const session: EditorAction[] = [
  { type: 'rename', name: 'Bench' },
  ...(
    ['number', 'author', 'title', 'journal', 'pubdate', 'volume', 'issue', 'page', 'doi', 'pmid'] as const
  ).map((kind): EditorAction => ({ type: 'add', kind })),
  { type: 'move', from: 3, to: 1 },
  { type: 'set', kind: 'author', path: 'etAlTerm', value: ' et al' },
  { type: 'set', kind: 'author', path: 'etAlTerm', value: ' et al.' },
  { type: 'setNumber', kind: 'author', path: 'maxDisplayCount', raw: '6' },
  { type: 'set', kind: 'title', path: 'case', value: 'sentence' },
  { type: 'set', kind: 'journal', path: 'italic', value: true },
  { type: 'set', kind: 'page', path: 'format', value: 'abbreviated' },
  { type: 'set', kind: 'doi', path: 'keywordsBefore', value: 'doi:' },
  { type: 'remove', kind: 'pmid' },
  { type: 'load', template: preset.template, keepName: true },
  { type: 'undo' },
  { type: 'redo' },
  { type: 'setEnd', end: '.' },
];

const perChange: number[] = [];
for (let run = 0; run < WARM_UP + RUNS; run++) {
  let state = initialEditorState();
  for (const action of session) {
    const started = performance.now();
    state = editorReducer(state, action);
    const formatted = formatPreview(items, toTemplate(state.draft));
    const elapsed = performance.now() - started;
    if (state.draft.elements.length > 0 && formatted.length !== REFERENCES)
      throw new Error('preview lost references');
    if (run >= WARM_UP) perChange.push(elapsed);
  }
}
const median = quantile(perChange, 0.5);
const p95 = quantile(perChange, 0.95);
console.log(
  `template preview, ${REFERENCES} references, ${session.length} changes × ${RUNS} runs: ` +
    `median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...perChange).toFixed(2)} ms per change ` +
    `(goal < ${GOAL_MS} ms) ${p95 < GOAL_MS ? 'OK' : 'OVER'}`,
);
