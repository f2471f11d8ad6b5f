// @galley/titles/build: building the corpus index (pure: records in, data out), kept apart from the engine so the
// browser-safe entry does not carry the trainer.
export { buildCorpusTitleIndex } from './build-corpus-title-index.ts';
export { buildTitleIndex } from './build-title-index.ts';
export { HELD_OUT_SALT, HELD_OUT_SIZE, splitHeldOut } from './split-held-out.ts';
