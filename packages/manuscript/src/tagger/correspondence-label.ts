/**
 * The words that open a corresponding author's details, in the languages the title page is written in: "Corresponding
 * author", "Correspondence to", "To whom correspondence should be addressed", "Address for correspondence",
 * "Autor para correspondencia", "교신저자", "通讯作者", "責任著者"… Shared by the title page's lines (front-matter.ts),
 * the authors' footnote typed as a paragraph and the first-page note (local/author-footnote.ts, local/front-note.ts),
 * which each add what may lead the label there (a mark, an e-mail label).
 */
export const CORRESPONDENCE_WORDS =
  'corresponding|correspondence|authors? for correspondence|to whom|autora? (?:para (?:la )?correspondencia|correspondente)|correspond[eê]ncia|correspondencia|auteur correspondant|korrespondenz|autore corrispondente|corrispondenza|sorumlu yazar|yazışma adresi|адрес для (?:переписки|корреспонденции)|автор для (?:переписки|корреспонденции)|контактн(?:ая|ое) (?:информация|лицо)|autor korespondencyjny|adres do korespondencji|correspondentieadres|address (?:for|of) correspondence|교신 ?저자|책임 ?저자|通讯作者|通信作者|通讯联系人|責任著者|連絡責任者|連絡先|別刷請求先';

// What may come before the words in a sentence: spaces, punctuation, symbols and superscript marks ("*", "†", "¹",
// "✉"), never a letter of any script.
const OPENING = /^[\s\p{P}\p{S}\p{No}]*/u;
const LABEL = new RegExp(`^(?:${CORRESPONDENCE_WORDS})`, 'iu');

/** A sentence that opens with a correspondence label, after any marks or punctuation before it. */
export function opensWithCorrespondenceLabel(sentence: string): boolean {
  return LABEL.test(sentence.replace(OPENING, ''));
}
