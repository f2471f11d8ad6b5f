import type { CslNode } from './csl-node.ts';
import { ARTICLE_VARIABLES, type ImportContext, warnOnce } from './import-context.ts';

const NUMERIC = new Set(['volume', 'issue', 'citation-number', 'page', 'page-first']);

/**
 * Whether an <if>/<else-if> holds for a journal article with the usual PubMed fields: type tests against
 * article-journal, variable tests against ARTICLE_VARIABLES; position, locator and disambiguation tests are
 * false in a bibliography.
 */
export function conditionHolds(node: CslNode, context: ImportContext): boolean {
  const results: boolean[] = [];
  for (const [attribute, value] of Object.entries(node.attrs)) {
    const tests = value.split(/\s+/).filter(Boolean);
    switch (attribute) {
      case 'type':
        warnOnce(context, { code: 'unsupported-condition', detail: 'type' });
        for (const test of tests) results.push(test === 'article-journal');
        break;
      case 'variable':
        for (const test of tests) results.push(ARTICLE_VARIABLES.has(test));
        break;
      case 'is-numeric':
        for (const test of tests) results.push(NUMERIC.has(test));
        break;
      case 'is-uncertain-date':
      case 'locator':
      case 'position':
      case 'disambiguate':
        for (const _ of tests) results.push(false);
        break;
      default:
        break;
    }
  }
  const match = node.attrs.match ?? 'all';
  if (match === 'any') return results.some(Boolean);
  if (match === 'none') return !results.some(Boolean);
  return results.every(Boolean);
}

/** The children of the branch of a <choose> that holds, or none. */
export function chosenBranch(choose: CslNode, context: ImportContext): CslNode[] {
  for (const branch of choose.children) {
    if (branch.name === 'else') return branch.children;
    if ((branch.name === 'if' || branch.name === 'else-if') && conditionHolds(branch, context)) {
      return branch.children;
    }
  }
  return [];
}
