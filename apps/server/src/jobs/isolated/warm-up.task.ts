import { checkUpload, localTagger, renderConfirmHtml } from '@galley/manuscript';
import { minimalDocx } from './minimal-docx.ts';

/** A tiny built-in manuscript (title, a heading, a paragraph, a reference): enough to touch every reader path. */
const tinyManuscript = () =>
  minimalDocx([
    ['Warm-up manuscript', 'Title'],
    ['Introduction', 'Heading1'],
    ['Worker threads are warmed before the first author waits (Smith et al., 2020).'],
    ['References', 'Heading1'],
    ['1. Smith J, Doe A. A study. J Test. 2020;1:1-2.'],
  ]);

/**
 * Run once per warm thread when the pool starts (GALLEY_JOB_WARM_THREADS): loading this module loads the task
 * module (the manuscript engine, the writer, the journal catalogue code), and the tiny read → board → tag gives
 * their first-call work (tokenizer tables, the tagger's rules) to the start, not to the first author.
 */
export async function warmUp(): Promise<{ ok: boolean; ms: number }> {
  const start = performance.now();
  const read = checkUpload([{ name: 'warm-up.docx', bytes: tinyManuscript() }]);
  if (read.ok && read.manuscript) {
    renderConfirmHtml(read.manuscript);
    await localTagger.tag(read.manuscript);
  }
  return { ok: read.ok, ms: performance.now() - start };
}
