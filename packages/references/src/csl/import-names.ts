import type { TemplateElementInput } from '@galley/contracts';
import type { CslNode } from './csl-node.ts';
import { type ImportContext, warnOnce } from './import-context.ts';

type AuthorInput = Extract<TemplateElementInput, { element: 'author' }> & { prefix: string; suffix: string };

/** The author element a <names variable="author"> describes (its <name> and the inherited name options). */
export function importNames(names: CslNode, context: ImportContext): AuthorInput {
  const nameNode = names.children.find((child) => child.name === 'name');
  const options = { ...context.nameOptions, ...(nameNode?.attrs ?? {}) };
  for (const child of nameNode?.children ?? []) {
    if (child.name === 'name-part' && Object.keys(child.attrs).some((key) => key !== 'name')) {
      warnOnce(context, { code: 'unsupported-node', detail: `name-part name="${child.attrs.name}"` });
    }
  }
  const between = options.delimiter ?? ', ';
  const sortOrder = options['name-as-sort-order'];
  const initializeWith = options['initialize-with'];
  const initialize = initializeWith !== undefined && options.initialize !== 'false';
  const etAlMin = Number(options['et-al-min']);
  const etAlFirst = Number(options['et-al-use-first']);
  const truncates = Number.isInteger(etAlMin) && etAlMin > 1 && Number.isInteger(etAlFirst) && etAlFirst > 0;
  const etAlNode = names.children.find((child) => child.name === 'et-al');
  const etAlWord = context.terms.text(etAlNode?.attrs.term ?? 'et-al') ?? 'et al.';
  const etAlPrecedes = options['delimiter-precedes-et-al'] ?? 'contextual';
  const etAlComma =
    etAlPrecedes === 'always' ||
    (etAlPrecedes === 'contextual' && etAlFirst >= 2) ||
    (etAlPrecedes === 'after-inverted-name' && Boolean(sortOrder));
  const andWord =
    options.and === 'symbol'
      ? context.terms.text('and', 'symbol')
      : options.and === 'text'
        ? context.terms.text('and')
        : undefined;
  const andPrecedes = options['delimiter-precedes-last'] ?? 'contextual';
  const andComma =
    andPrecedes === 'always' || andPrecedes === 'contextual' || andPrecedes === 'after-inverted-name';
  const demote = context.style.attrs['demote-non-dropping-particle'] ?? 'display-and-sort';
  return {
    element: 'author',
    normalizeAuthorName: false,
    lastNameOnly: options.form === 'short',
    invertFirstAuthor: sortOrder === 'first' || sortOrder === 'all',
    invertOtherAuthors: sortOrder === 'all',
    delimiter: (options['sort-separator'] ?? ', ').slice(0, 20),
    betweenAuthors: between.slice(0, 20),
    andLastTerm: andWord ? `${andComma ? between : ' '}${andWord} `.slice(0, 20) : '',
    contextualAndLast: Boolean(andWord) && andPrecedes === 'contextual',
    abbreviateFirstName: initialize,
    punctuateInitials: initializeWith !== undefined && !initialize,
    abbreviateRule: {
      period: (initializeWith ?? '').includes('.'),
      space: /\s$/.test(initializeWith ?? ''),
      keepHyphen: context.style.attrs['initialize-with-hyphen'] !== 'false',
    },
    demoteParticle: demote === 'display-and-sort',
    maxDisplayCount: truncates ? Math.min(etAlMin - 1, 1000) : 0,
    skipRule: {
      keepFirst: truncates ? Math.min(etAlFirst, 100) : 3,
      keepLast: truncates && options['et-al-use-last'] === 'true',
    },
    etAlTerm: `${etAlComma ? between : ' '}${etAlWord}`.slice(0, 40),
    spaceAfter: false,
    prefix: '',
    suffix: '',
  };
}
