// Tasks that run in worker threads (piscina, with memory limits): CPU-heavy work and the parsing of
// untrusted files, so a hostile file can take down a worker thread but never the server's event loop.
// Each export is one task; inputs and results cross the thread boundary by structured clone.
export { buildTitleIndexFile } from './build-title-index.task.ts';
export { convertManuscript } from './convert-manuscript.task.ts';
export { prepareConversion } from './prepare-conversion.task.ts';
export { readBoardManuscript } from './read-board-manuscript.task.ts';
export { readConversionUpload } from './read-conversion-upload.task.ts';
export { readPdfFile } from './read-pdf-file.task.ts';
export { readReferenceFile } from './read-reference-file.task.ts';
export { tagBoardManuscript } from './tag-board-manuscript.task.ts';
export { warmUp } from './warm-up.task.ts';
export { writeJournalManuscript } from './write-journal-manuscript.task.ts';

export type IsolatedTasks = typeof import('./tasks.ts');
export type IsolatedTaskName = keyof IsolatedTasks;
