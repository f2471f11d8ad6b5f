import type { TextRun } from './text-run.ts';

const SPACE = /\s/;

/**
 * Appends a run, merging punctuation where two elements meet, as citeproc does: "Title." + "." stays "Title.",
 * "Why?" + "." stays "Why?", and two spaces collapse to one. Runs with the same styles are merged.
 * Character tests rather than regular expressions: it runs some fifty times per formatted reference.
 */
export function appendRun(runs: TextRun[], run: TextRun): void {
  let text = run.text;
  if (text === '') return;
  const previous = lastText(runs);
  if (text[0] === '.' && endsWithStop(previous)) text = text.slice(1);
  if (text !== '' && isSpace(text, 0) && previous !== '' && isSpace(previous, previous.length - 1))
    text = text.replace(/^\s+/, '');
  const first = text[0];
  if (first === '.' || first === ',' || first === ';' || first === ':') trimTrailingSpace(runs);
  if (text === '') return;
  const last = runs[runs.length - 1];
  if (last && Boolean(last.italic) === Boolean(run.italic) && Boolean(last.bold) === Boolean(run.bold)) {
    last.text += text;
  } else runs.push({ ...run, text });
}

/** `/\s/` for the character at `at`, with the ASCII answers computed without a regular expression. */
function isSpace(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 32) return true;
  if (code < 0x80) return code >= 9 && code <= 13;
  return SPACE.test(text[at] as string);
}

/** Whether the text ends with ".", "?" or "!", white space after it aside. */
function endsWithStop(text: string): boolean {
  let end = text.length;
  while (end > 0 && isSpace(text, end - 1)) end--;
  const last = text[end - 1];
  return last === '.' || last === '?' || last === '!';
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
    let end = run.text.length;
    while (end > 0 && (run.text[end - 1] === ' ' || run.text[end - 1] === '\t')) end--;
    if (end < run.text.length) run.text = run.text.slice(0, end);
    if (run.text !== '') return;
    runs.pop();
  }
}
