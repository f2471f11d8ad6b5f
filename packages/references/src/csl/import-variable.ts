import type { TemplateElementInput } from '@galley/contracts';
import type { CslNode } from './csl-node.ts';
import type { ImportContext, ImportToken, InheritedFormat } from './import-context.ts';

type Element = TemplateElementInput & { prefix: string; suffix: string };

const TITLE_CASE: Record<string, 'sentence' | 'title' | 'upper' | 'lower'> = {
  sentence: 'sentence',
  title: 'title',
  uppercase: 'upper',
  lowercase: 'lower',
};

/**
 * The element a <text>/<number> of a variable prints, or undefined when the element model has none for it.
 * Formatting comes from the node and what encloses it.
 */
export function importVariable(
  node: CslNode,
  format: InheritedFormat,
  context: ImportContext,
): ImportToken | undefined {
  const variable = node.attrs.variable ?? '';
  const textCase = node.attrs['text-case'] ?? format.textCase;
  const stripPeriods = node.attrs['strip-periods'] === 'true' || format.stripPeriods === true;
  let element: Element | undefined;
  switch (variable) {
    case 'citation-number':
      element = { element: 'number', after: 'none', prefix: '', suffix: '' };
      break;
    case 'title':
      element = {
        element: 'title',
        case: (textCase && TITLE_CASE[textCase]) || 'as-is',
        flipInnerQuotes: node.attrs.quotes === 'true',
        prefix: '',
        suffix: '',
      };
      break;
    case 'container-title':
    case 'container-title-short':
    case 'journalAbbreviation': {
      const short = variable !== 'container-title' || node.attrs.form === 'short';
      element = {
        element: 'journal',
        useAbbreviation: short,
        dotAfterAbbreviations: short && !stripPeriods,
        titleCase: !short && textCase === 'title',
        prefix: '',
        suffix: '',
      };
      break;
    }
    case 'volume':
      element = { element: 'volume', prefix: '', suffix: '' };
      break;
    case 'issue':
      element = { element: 'issue', parentheses: false, enDash: true, prefix: '', suffix: '' };
      break;
    case 'page':
    case 'page-first':
      element = {
        element: 'page',
        format:
          variable === 'page-first' ? 'first-page' : pageFormat(context.style.attrs['page-range-format']),
        chicagoExceptions: /^chicago/.test(context.style.attrs['page-range-format'] ?? ''),
        enDash: context.terms.text('page-range-delimiter') !== '-',
        prefix: '',
        suffix: '',
      };
      break;
    case 'DOI':
      element = { element: 'doi', prefix: '', suffix: '' };
      break;
    case 'PMID':
      element = { element: 'pmid', prefix: '', suffix: '' };
      break;
    default:
      return undefined;
  }
  const italic =
    node.attrs['font-style'] === 'italic' || (format.italic && node.attrs['font-style'] !== 'normal');
  const bold =
    node.attrs['font-weight'] === 'bold' || (format.bold && node.attrs['font-weight'] !== 'normal');
  return {
    kind: 'element',
    element: { ...element, italic: Boolean(italic), bold: Boolean(bold), spaceAfter: false },
    quoted: node.attrs.quotes === 'true',
  };
}

function pageFormat(rangeFormat: string | undefined): 'abbreviated' | 'two-digits' | 'full-range' {
  if (rangeFormat === 'minimal') return 'abbreviated';
  if (rangeFormat === 'minimal-two' || rangeFormat?.startsWith('chicago')) return 'two-digits';
  return 'full-range';
}
