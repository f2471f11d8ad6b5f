import type { TemplateElement } from '@galley/contracts';

export type ElementKind = TemplateElement['element'];

/** The palette's elements (spec §2 Reference: template editor), in the order the palette shows them. */
export const ELEMENT_KINDS: readonly ElementKind[] = [
  'number',
  'author',
  'title',
  'journal',
  'pubdate',
  'volume',
  'issue',
  'page',
  'doi',
  'pii',
  'pmid',
];
