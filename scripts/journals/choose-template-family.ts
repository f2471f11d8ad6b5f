/** The 19 template family ids agreed for issue 7 (packages/journals/src/templates/template-families.ts). */
export const TEMPLATE_FAMILY_IDS = [
  'elsevier',
  'springer',
  'nature-portfolio',
  'bmc',
  'wiley',
  'taylor-francis',
  'sage',
  'oxford',
  'mdpi',
  'frontiers',
  'plos',
  'jama',
  'bmj',
  'lancet',
  'nejm',
  'karger',
  'wolters-kluwer',
  'cell-press',
  'generic',
] as const;
export type TemplateFamilyId = (typeof TEMPLATE_FAMILY_IDS)[number];

const FAMILY_BY_PUBLISHER: Readonly<Record<string, TemplateFamilyId>> = {
  Elsevier: 'elsevier',
  'Cell Press': 'cell-press',
  Springer: 'springer',
  'Springer Nature': 'nature-portfolio',
  'BioMed Central': 'bmc',
  Wiley: 'wiley',
  'Taylor & Francis': 'taylor-francis',
  SAGE: 'sage',
  'Oxford University Press': 'oxford',
  MDPI: 'mdpi',
  Frontiers: 'frontiers',
  PLOS: 'plos',
  'American Medical Association': 'jama',
  BMJ: 'bmj',
  'Massachusetts Medical Society': 'nejm',
  Karger: 'karger',
  'Wolters Kluwer': 'wolters-kluwer',
};

/**
 * The template family that lays out a journal's manuscripts. The Lancet journals are Elsevier's but follow their own
 * guidelines, so their style or title decides before the publisher does; other publishers' journals use the
 * generic (ICMJE) family.
 */
export function chooseTemplateFamily(journal: {
  title: string;
  cslStyle: string;
  publisher: string | null;
}): TemplateFamilyId {
  if (journal.cslStyle === 'the-lancet' || /^the lancet\b/i.test(journal.title)) return 'lancet';
  return (journal.publisher && FAMILY_BY_PUBLISHER[journal.publisher]) || 'generic';
}
