/**
 * The publisher of a journal that no CSL publisher list names, read from its parent style (publisher-wide styles
 * such as elsevier-harvard or springer-basic-brackets) and then from the host of its author-guidelines link.
 * Parents that are general styles used across publishers (apa, american-medical-association, nlm-…) say nothing;
 * nor does Cell Press's `cell`, which other societies borrow (its own journals are on the Cell Press and Elsevier lists).
 */
const PARENT_PREFIXES: readonly (readonly [string, string])[] = [
  ['biomed-central', 'BioMed Central'],
  ['elsevier-', 'Elsevier'],
  ['the-lancet', 'Elsevier'],
  ['current-opinion', 'Elsevier'],
  ['springer-', 'Springer'],
  ['nature', 'Springer Nature'],
  ['taylor-and-francis-', 'Taylor & Francis'],
  ['sage-', 'SAGE'],
  ['oxford-journals-', 'Oxford University Press'],
  ['karger-', 'Karger'],
  ['frontiers', 'Frontiers'],
  ['multidisciplinary-digital-publishing-institute', 'MDPI'],
  ['plos', 'PLOS'],
  ['bmj', 'BMJ'],
  ['institute-of-physics-', 'IOP Publishing'],
  ['american-chemical-society', 'American Chemical Society'],
  ['royal-society-of-chemistry', 'Royal Society of Chemistry'],
  ['mary-ann-liebert-', 'Mary Ann Liebert'],
  ['thieme-', 'Thieme'],
  ['ieee', 'IEEE'],
  ['baishideng-publishing-group', 'Baishideng Publishing Group'],
  ['landes-bioscience-', 'Landes Bioscience'],
  ['copernicus-publications', 'Copernicus Publications'],
  ['association-for-computing-machinery', 'Association for Computing Machinery'],
  ['american-society-of-civil-engineers', 'American Society of Civil Engineers'],
  ['pensoft-journals', 'Pensoft'],
  ['future-medicine', 'Future Science Group'],
  ['future-science-group', 'Future Science Group'],
  ['aims-press', 'AIMS Press'],
  ['begell-house-', 'Begell House'],
  ['the-embo-journal', 'EMBO Press'],
  ['embo-press', 'EMBO Press'],
];

/** Hosts (and their parent domains) of author-guidelines links → publisher. */
const GUIDELINE_HOSTS: Readonly<Record<string, string>> = {
  'springer.com': 'Springer',
  'biomedcentral.com': 'BioMed Central',
  'tandfonline.com': 'Taylor & Francis',
  'wiley.com': 'Wiley',
  'oup.com': 'Oxford University Press',
  'elsevier.com': 'Elsevier',
  'sciencedirect.com': 'Elsevier',
  'elsevier.es': 'Elsevier',
  'thelancet.com': 'Elsevier',
  'cell.com': 'Cell Press',
  'karger.com': 'Karger',
  'nature.com': 'Springer Nature',
  'liebertpub.com': 'Mary Ann Liebert',
  'iop.org': 'IOP Publishing',
  'thieme.de': 'Thieme',
  'cambridge.org': 'Cambridge University Press',
  'sagepub.com': 'SAGE',
  'frontiersin.org': 'Frontiers',
  'acs.org': 'American Chemical Society',
  'bmj.com': 'BMJ',
  'annualreviews.org': 'Annual Reviews',
  'lww.com': 'Wolters Kluwer',
  'ovid.com': 'Wolters Kluwer',
  'jamanetwork.com': 'American Medical Association',
  'nejm.org': 'Massachusetts Medical Society',
  'mdpi.com': 'MDPI',
  'plos.org': 'PLOS',
  'degruyter.com': 'De Gruyter',
  'brill.com': 'Brill',
  'apa.org': 'American Psychological Association',
  'ieee.org': 'IEEE',
  'acm.org': 'Association for Computing Machinery',
  'ascelibrary.org': 'American Society of Civil Engineers',
  'pensoft.net': 'Pensoft',
  'futuremedicine.com': 'Future Science Group',
  'future-science.com': 'Future Science Group',
  'begellhouse.com': 'Begell House',
  'asme.org': 'ASME',
  'aimspress.com': 'AIMS Press',
  'agu.org': 'American Geophysical Union',
  'aip.org': 'AIP Publishing',
  'asm.org': 'American Society for Microbiology',
  'royalsocietypublishing.org': 'The Royal Society',
  'rsc.org': 'Royal Society of Chemistry',
  'uchicago.edu': 'University of Chicago Press',
  'informs.org': 'INFORMS',
  'ametsoc.org': 'American Meteorological Society',
  'aacrjournals.org': 'American Association for Cancer Research',
  'spiedigitallibrary.org': 'SPIE',
  'spandidos-publications.com': 'Spandidos Publications',
  'int-res.com': 'Inter-Research Science Publisher',
  'benthamscience.com': 'Bentham Science',
  'embopress.org': 'EMBO Press',
  'csiro.au': 'CSIRO Publishing',
  'science.org': 'American Association for the Advancement of Science',
  'sciencemag.org': 'American Association for the Advancement of Science',
};

export function publisherFromParent(parent: string): string | null {
  if (!parent) return null;
  const hit = PARENT_PREFIXES.find(([prefix]) =>
    prefix.endsWith('-') ? parent.startsWith(prefix) : parent === prefix || parent.startsWith(`${prefix}-`),
  );
  return hit ? hit[1] : null;
}

export function publisherFromGuidelinesUrl(url: string | null): string | null {
  if (!url) return null;
  const labels = new URL(url).hostname.toLowerCase().split('.');
  // Longest suffix first, so 'elsevier.es' is not read as the country domain 'es'.
  for (let start = 0; start < labels.length - 1; start += 1) {
    const publisher = GUIDELINE_HOSTS[labels.slice(start).join('.')];
    if (publisher) return publisher;
  }
  return null;
}
