import { ARTICLE_WITHOUT_VOLUME, type LayoutElement, type ReferenceTemplate } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import { layoutNodes } from './layout-nodes.ts';
import { layoutTemplate } from './layout-template.ts';
import type { LocaleTerm } from './locale-terms.ts';

/**
 * The bibliography layout's body with the template's per-type layouts (issue 18): a <choose> on the item type
 * (books, chapters, web pages…), journal articles without a volume in their own layout, everything else in the
 * article line — so the exported style prints every kind of reference as the formatter does.
 */
export function typeLayoutNodes(
  template: ReferenceTemplate,
  terms: LocaleTerm[],
  warnings: CslWarning[],
  macros: CslNode[],
): CslNode[] {
  const nodes = (elements: readonly LayoutElement[]) =>
    layoutNodes({ elements: layoutTemplate(elements), end: template.end }, elements, terms, warnings, macros);
  const article = nodes(template.elements);
  const { [ARTICLE_WITHOUT_VOLUME]: withoutVolume, ...byType } = template.layouts ?? {};
  const types = Object.entries(byType).filter(
    (entry): entry is [string, LayoutElement[]] => entry[1] !== undefined,
  );
  if (types.length === 0 && !withoutVolume) return article;
  const branches = types.map(([type, elements], at) =>
    cslNode(at === 0 ? 'if' : 'else-if', { type }, nodes(elements)),
  );
  const rest = withoutVolume
    ? [
        cslNode('choose', {}, [
          cslNode('if', { type: 'article-journal' }, [
            cslNode('choose', {}, [
              cslNode('if', { variable: 'volume' }, article),
              cslNode('else', {}, nodes(withoutVolume)),
            ]),
          ]),
          cslNode('else', {}, article),
        ]),
      ]
    : article;
  if (branches.length === 0) return rest;
  return [cslNode('choose', {}, [...branches, cslNode('else', {}, rest)])];
}
