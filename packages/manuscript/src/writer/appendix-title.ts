/**
 * An appendix heading that names one appendix of several (normalised: "appendix a", "appendix s1", "appendix 1:
 * preliminary habitat data analysis", "appendix: search strategy") rather than the back matter as a whole
 * ("appendix", "appendices", "supplementary material"). It is the author's title, with the letter or number the text
 * cites ("see Appendix B"), so the writer keeps it under the template's heading.
 */
export function namesOneAppendix(normalized: string): boolean {
  return /\bappendix\s+(?:[a-z]\d{0,2}|\d{1,3}[a-z]?)\b/u.test(normalized) || /[:.–—]\s*\S/u.test(normalized);
}
