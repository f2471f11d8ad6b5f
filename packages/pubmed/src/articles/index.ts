// @galley/pubmed/articles: pure readers of PubMed XML text (no I/O, no network), for code that must not pull in the
// E-utilities client or the local server — the title recommender's index build in a server worker, the eval scripts.

export { xmlText } from '../xml/xml-text.ts';
export { readTitledAbstracts } from './read-titled-abstracts.ts';
export type { TitledAbstract } from './titled-abstract.ts';
