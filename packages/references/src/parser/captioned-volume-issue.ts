import type { CslItem } from '@galley/contracts';

// "v.13 n.4", "Vol. 8, n° 1", "vol. 27, no. 4", "Vol 3 Issue 2": both captions printed, so both values are
// certain whatever the tagger made of them (it read "13 n. 4, p. 367-390" as pages).
const CAPTIONED =
  /\b(?:vol(?:ume)?\.?|v\.)\s*(\d{1,5}[A-Za-z]?)\s*[,;]?\s*(?:nos?|nr|n[°º]|n|issue|iss)\.?\s*(\d{1,5}[A-Za-z]?(?:\s*[-–/]\s*\d{1,5})?)(?![\w/])/i;

// French and Italian journals print the issue first: "n° 54, vol. 1".
const ISSUE_FIRST =
  /\b(?:nos?|n[°º]|issue)\.?\s*(\d{1,5}[A-Za-z]?)\s*[,;]\s*(?:vol(?:ume)?\.?|v\.)\s*(\d{1,5}[A-Za-z]?)(?![\w/])/i;

// A volume with its caption alone: "Vol. LVIII", "vol. VI", "Vol.3", "vols. 12–15".
const VOLUME_ONLY =
  /(?<![\w])[Vv]ol(?:ume)?s?\.?\s*(\d{1,4}(?:\s*[-–]\s*\d{1,4})?|[IVXLC]{1,6}|[ivxlc]{1,6})(?![\w])/;

/**
 * Sets the volume and issue of a string that prints both with their captions, and the volume of one that prints
 * it with its caption when the tagger found none.
 */
export function readCaptionedVolumeIssue(source: string, item: CslItem): void {
  const match = CAPTIONED.exec(source);
  const reversed = match ? undefined : ISSUE_FIRST.exec(source);
  const volume = match?.[1] ?? reversed?.[2];
  const issue = match?.[2] ?? reversed?.[1];
  if (!volume || !issue) {
    const alone = item.volume ? undefined : VOLUME_ONLY.exec(source)?.[1];
    if (alone) item.volume = alone.replace(/\s+/g, '');
    return;
  }
  const confidence = item.confidence ?? {};
  item.volume = volume;
  item.issue = issue.replace(/\s+/g, '');
  confidence.volume = Math.max(confidence.volume ?? 0, 0.9);
  confidence.issue = Math.max(confidence.issue ?? 0, 0.9);
  item.confidence = confidence;
}
