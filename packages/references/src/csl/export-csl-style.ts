import type { ReferenceTemplate } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import { layoutsComment } from './layouts-comment.ts';
import { localeNode } from './locale-node.ts';
import type { LocaleTerm } from './locale-terms.ts';
import { pageRangeFormat } from './page-node.ts';
import { typeLayoutNodes } from './type-layout-nodes.ts';
import { writeCslXml } from './write-csl-xml.ts';

export interface CslExport {
  /** The CSL 1.0.2 style (independent style: the bibliography, with a numeric or (Name, year) citation). */
  style: string;
  /** Template settings CSL cannot express (left out of the style). */
  warnings: CslWarning[];
}

/**
 * A template as a CSL 1.0.2 style for Zotero, Mendeley or Word: the bibliography prints each reference as the
 * formatter does (element order, affixes, italic and bold, author, title, date and page options, the gaps the
 * formatter mends, the per-type layouts of books, web pages and the like); citations are numbers in brackets, or (Name, year) when
 * the template adds given names to alike authors (see nameYearCitation). `updated` is the style's <updated> stamp.
 */
export function exportCslStyle(template: ReferenceTemplate, updated = new Date().toISOString()): CslExport {
  const warnings: CslWarning[] = [];
  const terms: LocaleTerm[] = [];
  const macros: CslNode[] = [];
  const layout = cslNode('layout', {}, typeLayoutNodes(template, terms, warnings, macros));
  const author = template.elements.find((element) => element.element === 'author');
  const page = template.elements.find((element) => element.element === 'page');
  const numberFirst = template.elements[0]?.element === 'number' && template.elements[0].after === 'tab';
  const nameYear = author?.element === 'author' && author.disambiguateGivenNames === true;
  const slug =
    template.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'template';
  const children: CslNode[] = [
    cslNode('info', {}, [
      cslNode('title', { '#text': template.name }),
      cslNode('id', { '#text': `http://www.zotero.org/styles/galley-${slug}` }),
      cslNode('category', { 'citation-format': nameYear ? 'author-date' : 'numeric' }),
      cslNode('updated', { '#text': updated }),
    ]),
  ];
  const locale = localeNode(terms);
  if (locale) children.push(locale);
  children.push(
    ...macros,
    nameYear ? nameYearCitation() : numberCitation(),
    cslNode('bibliography', { 'second-field-align': numberFirst ? 'flush' : undefined }, [layout]),
  );
  const style = cslNode(
    'style',
    {
      xmlns: 'http://purl.org/net/xbiblio/csl',
      class: 'in-text',
      version: '1.0',
      'demote-non-dropping-particle':
        author?.element === 'author' && author.demoteParticle ? 'display-and-sort' : 'never',
      'initialize-with-hyphen':
        author?.element === 'author' && !author.abbreviateRule.keepHyphen ? 'false' : undefined,
      'page-range-format': page?.element === 'page' ? pageRangeFormat(page) : undefined,
      'default-locale': 'en-US',
    },
    children,
  );
  return {
    style: `<?xml version="1.0" encoding="utf-8"?>\n${withLayoutsComment(writeCslXml(style), template)}\n`,
    warnings: unique(warnings),
  };
}

/** Citations as numbers in brackets. */
function numberCitation(): CslNode {
  return cslNode('citation', {}, [
    cslNode('layout', { prefix: '[', suffix: ']', delimiter: ',' }, [
      cslNode('text', { variable: 'citation-number' }),
    ]),
  ]);
}

/**
 * Citations as (Name, year) for a template whose author names carry given names where two authors would read
 * alike: CSL adds those given names through the citation's names (disambiguate-add-givenname), and citeproc-js
 * then expands every alike name in the bibliography as the formatter does — with a numeric citation it expands
 * only the second of two.
 */
function nameYearCitation(): CslNode {
  return cslNode(
    'citation',
    { 'et-al-min': '3', 'et-al-use-first': '1', 'disambiguate-add-givenname': 'true' },
    [
      cslNode('layout', { prefix: '(', suffix: ')', delimiter: '; ' }, [
        cslNode('group', { delimiter: ', ' }, [
          cslNode('names', { variable: 'author' }, [
            cslNode('name', { form: 'short', and: 'text', delimiter: ', ', 'initialize-with': '. ' }),
          ]),
          cslNode('date', { variable: 'issued' }, [cslNode('date-part', { name: 'year' })]),
        ]),
      ]),
    ],
  );
}

/** The style's XML with the layouts comment as the first thing inside <style> (see layouts-comment.ts). */
function withLayoutsComment(xml: string, template: ReferenceTemplate): string {
  const comment = layoutsComment(template.layouts);
  const end = xml.indexOf('\n');
  return comment && end > 0 ? `${xml.slice(0, end + 1)}  ${comment}${xml.slice(end + 1)}` : xml;
}

function unique(warnings: CslWarning[]): CslWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.code}\u0000${warning.detail ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
