import type { CslDate } from '@galley/contracts';
import type { XmlNode } from '../xml/parse-xml.ts';
import { xmlText } from '../xml/xml-text.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** PubDate (Year/Month/Day, or MedlineDate such as "1998 Dec-1999 Jan") → CSL date. */
export function pubmedDate(node: XmlNode | undefined): CslDate | '' {
  if (!node) return '';
  const year = Number(xmlText(node.Year));
  if (!year) {
    const medline = xmlText(node.MedlineDate);
    const found = medline.match(/\d{4}/);
    return found ? { 'date-parts': [[Number(found[0])]], raw: medline } : '';
  }
  const parts = [year];
  const monthText = xmlText(node.Month).toLowerCase();
  const month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.slice(0, 3)) + 1;
  if (month >= 1 && month <= 12) {
    parts.push(month);
    const day = Number(xmlText(node.Day));
    if (day >= 1 && day <= 31) parts.push(day);
  }
  return { 'date-parts': [parts] };
}
