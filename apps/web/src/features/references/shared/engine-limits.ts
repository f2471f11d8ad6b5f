/*
 * The reference engine's limits (spec §9), by file rather than through `@galley/references`, whose index
 * would bring every reader into the chunk (see input/engine-splitter.ts).
 */
export { REFERENCE_LIMITS } from '../../../../../../packages/references/src/limits.ts';
