import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

// Words in the names of publishers and institutions that publish reports, never of journals.
const PUBLISHER_WORD =
  /(?:^|\s)(?:press|pr|verlag|publishers?|publishing|publications|books|inc|ltd|gmbh|llc|media|scientific|sons|centers?|centres?|associations?|institutes?|organi[sz]ations?|councils?|boards?|agency|ministry|department|office|bureau|foundation)\.?(?=\s|,|$)/i;
// Words of journals and meetings: "Journal of the American Statistical Association", "Proc. of SIGDBS Conf.".
const JOURNAL_OR_MEETING =
  /(?:^|\s)(?:journal|review|transactions|letters|annals|bulletin|bull|proceedings|proc|conference|conf|symposium|seminar|meeting|workshop|congress|quarterly|magazine|zeitschrift|revue|revista|rivista)\.?(?=\s|,|$)/i;
const ONLINE = /\b(?:retrieved|available|accessed|https?:|www\.)/i;
const AFTER_IN = /\bin:?\s*[‘“"']?\s*$/i;

/**
 * A publisher the tagger took for the container: a book or report without volume, issue or page range whose
 * "container" names a publisher or institution ("Optimization over integers. Athena Scientific, 2005", "Flight to
 * the future. Natl Academy Pr, 1997", "… FAA Technical Center, Pomona, New Jersey"), and no journal or meeting.
 * Not a book after "In".
 */
export function publisherTakenForContainer(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container || !item.title || item.volume || item.issue || item.publisher || item.editor) return;
  // A web site's name ("The Electronic Text Center. Retrieved June 19, 1998, from …") is its container.
  if (ONLINE.test(source)) return;
  const page = item.page;
  // A page count ("231 p.", "312 pp.") is a book's, not a range in a journal.
  if (page && (page.includes('-') || !new RegExp(`(?<!\\w)${page}\\s*pp?\\.`).test(source))) return;
  const before = aroundContainer(source, container)?.before;
  if (before === undefined || AFTER_IN.test(before)) return;
  // With a page count ("Nedra, 231 p."), the item is a book whatever its publisher is called.
  if ((!page && !PUBLISHER_WORD.test(container)) || JOURNAL_OR_MEETING.test(container)) return;
  item.publisher = container;
  delete item['container-title'];
  const confidence = item.confidence?.['container-title'];
  if (item.confidence && confidence !== undefined) item.confidence.publisher = confidence;
  delete item.confidence?.['container-title'];
}
