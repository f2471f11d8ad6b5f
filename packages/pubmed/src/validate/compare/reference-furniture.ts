/**
 * Words reference strings print beside the bibliographic fields ("Epub ahead of print", "[Article in German]",
 * "Review", PubMed's "[see comments]" and "[In Process Citation]", PMC's "HHS Public Access Author manuscript",
 * "[published correction appears in …]", "(author's transl)"): never evidence of another paper's title.
 */
export const REFERENCE_FURNITURE: ReadonlySet<string> = new Set(
  'epub ahead print review pubmed pmid pmcid doi available from http https www org com accessed cited internet article abstract discussion erratum suppl supplement part vol volume issue page pages online press and the with et al eds editor editors letter comment editorial correspondence chinese japanese german french spanish english russian italian portuguese korean polish language january february march april june july august september october november december spring summer autumn fall winter see comments process citation published correction corrected appears public access author authors manuscript hhs nihms transl translation'.split(
    ' ',
  ),
);
