import type { CslItem } from '@galley/contracts';
import { readCaptionedIssue } from './captioned-issue.ts';
import { captionedPageRange } from './captioned-page-range.ts';
import { readCaptionedVolumeIssue } from './captioned-volume-issue.ts';
import { readColonVolumeIssuePages } from './colon-volume-issue.ts';
import { containerNotNamed } from './container-not-named.ts';
import { trimContainerTail } from './container-tail.ts';
import { seriesLetterBeforeVolume, volumeAfterYear, yearAfterJournal } from './journal-letter-and-year.ts';
import { letterPrefixedVolume } from './letter-volume.ts';
import { meetingNumber } from './meeting-number.ts';
import { mendContainer } from './mend-container.ts';
import { openRangeAfterJournal } from './open-range-after-journal.ts';
import { patentNumber } from './patent-number.ts';
import { splitPresentedAt } from './presented-at.ts';
import { publisherTakenForContainer } from './publisher-as-container.ts';
import { rangeTakenForVolume } from './range-taken-for-volume.ts';
import { softwareVersion } from './software-version.ts';
import { supplementIssue } from './supplement-issue.ts';
import { volumeAfterContainer } from './volume-after-container.ts';
import { readVolumeIssueDatePages } from './volume-issue-date-pages.ts';
import { readVolumeIssuePages } from './volume-issue-pages.ts';
import { readVolumeYearPage } from './volume-year-page.ts';
import { yearInTitle } from './year-in-title.ts';
import { yearsTakenForPages } from './years-taken-for-pages.ts';

/**
 * The rules on the item read from the spans, in order: the volume, issue and pages patterns the string prints,
 * then the container (a book's title, a genre, a publisher, its tail, no name at all), then what is left of the
 * volume and issue. Each mends `item` in place and is a no-op when its pattern is absent.
 */
export function mendItem(source: string, item: CslItem): void {
  splitPresentedAt(item);
  openRangeAfterJournal(source, item);
  readCaptionedVolumeIssue(source, item);
  readVolumeIssuePages(source, item);
  readColonVolumeIssuePages(source, item);
  readVolumeYearPage(source, item);
  readVolumeIssueDatePages(source, item);
  rangeTakenForVolume(source, item);
  softwareVersion(source, item);
  mendContainer(source, item);
  patentNumber(source, item);
  meetingNumber(source, item);
  publisherTakenForContainer(source, item);
  trimContainerTail(source, item);
  containerNotNamed(source, item);
  yearsTakenForPages(source, item);
  captionedPageRange(source, item);
  letterPrefixedVolume(source, item);
  seriesLetterBeforeVolume(source, item);
  yearAfterJournal(source, item);
  volumeAfterYear(source, item);
  supplementIssue(source, item);
  readCaptionedIssue(source, item);
  volumeAfterContainer(source, item);
  yearInTitle(item);
}
