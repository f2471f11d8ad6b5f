import type { TextRun } from './text-run.ts';

/**
 * Appends a run, merging punctuation where two elements meet, as citeproc does: "Title." + "." stays "Title.",
 * "Why?" + "." stays "Why?", and two spaces collapse to one. Runs with the same styles are merged.
 */
export function appendRun(runs: TextRun[], run: TextRun): void {
  let text = run.text;
  const previous = lastText(runs);
  if (/[.?!]\s*$/.test(previous) && /^\./.test(text)) text = text.slice(1);
  if (/\s$/.test(previous) && /^\s/.test(text)) text = text.replace(/^\s+/, '');
  if (/^[.,;:]/.test(text)) trimTrailingSpace(runs);
  if (text === '') return;
  const last = runs[runs.length - 1];
  if (last && Boolean(last.italic) === Boolean(run.italic) && Boolean(last.bold) === Boolean(run.bold)) {
    last.text += text;
  } else runs.push({ ...run, text });
}

function lastText(runs: TextRun[]): string {
  for (let index = runs.length - 1; index >= 0; index--) {
    const text = runs[index]?.text ?? '';
    if (text !== '') return text;
  }
  return '';
}

/** Drops trailing spaces of the runs (before punctuation, and at the end of a reference). */
export function trimTrailingSpace(runs: TextRun[]): void {
  for (let index = runs.length - 1; index >= 0; index--) {
    const run = runs[index];
    if (!run) continue;
    run.text = run.text.replace(/[ \t]+$/, '');
    if (run.text !== '') return;
    runs.pop();
  }
}
