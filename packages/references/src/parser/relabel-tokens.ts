import { authorBeforeEditedBy } from './author-before-edited.ts';
import { bodyTakenForTitle } from './body-taken-for-title.ts';
import { bookAfterEditors } from './book-after-editors.ts';
import { bookBeforeEditors } from './book-before-editors.ts';
import { bracketTakenForContainer } from './bracket-taken-for-container.ts';
import { cjkHead } from './cjk-head.ts';
import { containerRunOn } from './container-run-on.ts';
import { dateTakenForContainer } from './date-taken-for-container.ts';
import { gbtTypeCodes } from './gbt-type-code.ts';
import { hyphenWordSplit } from './hyphen-word-split.ts';
import { journalTakenForPublisher } from './journal-as-publisher.ts';
import { journalHeadInTitle } from './journal-head.ts';
import { journalHeadInNames } from './journal-head-in-names.ts';
import { leadingNames } from './leading-names.ts';
import { namesTakenForTitle } from './names-taken-for-title.ts';
import { publicationBrackets } from './publication-brackets.ts';
import { containerAfterQuotedTitle } from './quoted-title.ts';
import type { ReferenceToken } from './reference-token.ts';
import { surnameAfterAmpersand } from './surname-after-ampersand.ts';
import { surnameTakenForTitle } from './surname-after-initials.ts';
import { titleAfterNames } from './title-after-names.ts';
import { titleAfterVancouverNames } from './title-after-vancouver-names.ts';
import { titleRunOn } from './title-run-on.ts';
import { containerFromTitleRuns } from './title-runs.ts';
import { titleTakenForPublisher } from './title-taken-for-publisher.ts';
import { titleWordTakenForDate } from './title-word-taken-for-date.ts';
import type { TokenLabel } from './token-labels.ts';

/**
 * The rules on the tagger's labels, in order: first the names at the head (authors, editors, a title run into
 * them), then the title's end (publication brackets), then the container the tagger missed or took for something
 * else. Each relabels `labels` in place and is a no-op when its pattern is absent.
 */
export function relabelTokens(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  authorBeforeEditedBy(tokens, labels);
  leadingNames(tokens, labels);
  bodyTakenForTitle(tokens, labels);
  namesTakenForTitle(tokens, labels);
  dateTakenForContainer(tokens, labels);
  titleWordTakenForDate(tokens, labels);
  surnameTakenForTitle(tokens, labels);
  surnameAfterAmpersand(tokens, labels);
  titleAfterNames(tokens, labels);
  titleAfterVancouverNames(tokens, labels);
  journalHeadInNames(tokens, labels);
  publicationBrackets(tokens, labels);
  titleTakenForPublisher(tokens, labels);
  bookBeforeEditors(tokens, labels);
  bookAfterEditors(tokens, labels);
  journalTakenForPublisher(tokens, labels);
  containerAfterQuotedTitle(tokens, labels);
  containerFromTitleRuns(tokens, labels);
  journalHeadInTitle(tokens, labels);
  containerRunOn(tokens, labels);
  titleRunOn(tokens, labels);
  bracketTakenForContainer(tokens, labels);
  gbtTypeCodes(tokens, labels);
  cjkHead(tokens, labels);
  hyphenWordSplit(tokens, labels);
}
