import type { TitleIndex } from '../index/load-title-index.ts';
import { recommendTitles } from '../recommend-titles.ts';
import type { TitleEngine } from './title-engine.ts';

/** The default engine: works offline from the loaded index. */
export function createLocalTitleEngine(index: TitleIndex): TitleEngine {
  return { name: 'local', recommend: async (request) => recommendTitles(request, index) };
}
