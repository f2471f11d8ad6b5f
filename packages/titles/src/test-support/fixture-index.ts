import { buildTitleIndex } from '../index/build-title-index.ts';
import { loadTitleIndex, type TitleIndex } from '../index/load-title-index.ts';
import { FIXTURE_PAPERS } from './fixture-papers.ts';

/** The tiny index of the hand-written papers, through JSON as the real one travels. */
export function fixtureIndex(): TitleIndex {
  return loadTitleIndex(JSON.stringify(buildTitleIndex(FIXTURE_PAPERS)));
}
