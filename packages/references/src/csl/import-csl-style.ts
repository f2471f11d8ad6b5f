import { ReferenceTemplate } from '@galley/contracts';
import { CslTerms } from './csl-terms.ts';
import type { CslWarning } from './csl-warning.ts';
import type { ImportContext } from './import-context.ts';
import { group } from './import-walk.ts';
import { readLayoutsComment } from './layouts-comment.ts';
import { parseCslXml } from './parse-csl-xml.ts';
import { tokensToElements } from './tokens-to-template.ts';

export interface CslImport {
  /** The template, or undefined when nothing of the layout maps to an element (see the warnings). */
  template: ReferenceTemplate | undefined;
  /** What could not be mapped, as codes (csl-warning.ts). */
  warnings: CslWarning[];
}

// Name options a style or its bibliography may set for every <name> (CSL 1.0.2 "inheritable name options").
const NAME_OPTIONS = [
  'and',
  'delimiter-precedes-et-al',
  'delimiter-precedes-last',
  'et-al-min',
  'et-al-use-first',
  'et-al-use-last',
  'initialize',
  'initialize-with',
  'name-as-sort-order',
  'sort-separator',
];
const IGNORED_BIBLIOGRAPHY = new Set([
  'hanging-indent',
  'entry-spacing',
  'line-spacing',
  'second-field-align',
]);

/**
 * A CSL style (.csl) as a reference template: the bibliography layout as it renders a journal article (macros
 * expanded, conditions decided for an article, groups and delimiters flattened into element affixes), with
 * what the element model cannot express listed as warnings. Never throws.
 */
export function importCslStyle(xml: string): CslImport {
  const warnings: CslWarning[] = [];
  const parsed = parseCslXml(xml);
  if ('error' in parsed)
    return { template: undefined, warnings: [{ code: 'invalid-xml', detail: parsed.error }] };
  const style = parsed.root;
  if (style.name !== 'style') return { template: undefined, warnings: [{ code: 'not-a-csl-style' }] };
  const bibliography = style.children.find((node) => node.name === 'bibliography');
  const layout = bibliography?.children.find((node) => node.name === 'layout');
  if (!bibliography || !layout) return { template: undefined, warnings: [{ code: 'no-bibliography' }] };
  const context: ImportContext = {
    style,
    macros: new Map(
      style.children.filter((node) => node.name === 'macro').map((node) => [node.attrs.name ?? '', node]),
    ),
    terms: new CslTerms(style),
    warnings,
    nameOptions: pick({ ...style.attrs, ...bibliography.attrs }),
    expanding: new Set(),
  };
  for (const attribute of Object.keys(bibliography.attrs)) {
    if (!IGNORED_BIBLIOGRAPHY.has(attribute) && !NAME_OPTIONS.includes(attribute)) {
      warnings.push({ code: 'unsupported-attribute', detail: `bibliography ${attribute}` });
    }
  }
  if (bibliography.children.some((node) => node.name === 'sort')) {
    warnings.push({ code: 'unsupported-node', detail: 'sort' });
  }
  const part = group({ ...layout, attrs: {} }, layout.children, {}, context);
  const elements = tokensToElements(part.tokens, context);
  const number = elements.find((element) => element.element === 'number');
  if (number && bibliography.attrs['second-field-align']) Object.assign(number, { after: 'tab' });
  if (elements.length === 0) return { template: undefined, warnings: [...warnings, { code: 'no-elements' }] };
  const title = style.children
    .find((node) => node.name === 'info')
    ?.children.find((node) => node.name === 'title');
  // A style Galley exported gives its per-type layouts back whole: its type conditions lose nothing.
  const layouts = readLayoutsComment(xml);
  if (layouts) {
    const kept = warnings.filter(
      (warning) => warning.code !== 'unsupported-condition' || warning.detail !== 'type',
    );
    warnings.splice(0, warnings.length, ...kept);
  }
  const result = ReferenceTemplate.safeParse({
    name: (title?.attrs['#text']?.trim() || 'Imported CSL style').slice(0, 100),
    elements: elements.map(clip),
    end: (layout.attrs.suffix ?? '').slice(0, 20),
    ...(layouts ? { layouts } : {}),
  });
  if (!result.success) {
    return {
      template: undefined,
      warnings: [...warnings, { code: 'no-elements', detail: result.error.message }],
    };
  }
  const lead = layout.attrs.prefix;
  if (lead && result.data.elements[0])
    result.data.elements[0].prefix = (lead + result.data.elements[0].prefix).slice(0, 100);
  return { template: result.data, warnings };
}

function pick(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).filter(([key]) => NAME_OPTIONS.includes(key)));
}

/** Affixes within the model's limits (100 characters). */
function clip<T extends { prefix: string; suffix: string }>(element: T): T {
  return { ...element, prefix: element.prefix.slice(0, 100), suffix: element.suffix.slice(0, 100) };
}
