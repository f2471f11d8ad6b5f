import type { AbstractModel } from './abstract-model.ts';
import modelFile from './abstract-sentence-model.json' with { type: 'json' };

/** The sentence classifier shipped with the package (a JSON import: no file access, works in the browser). */
export const SHIPPED_ABSTRACT_MODEL = modelFile as AbstractModel;
