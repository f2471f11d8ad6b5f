import type { Paragraph } from '@galley/contracts';

const FIGURE =
  /^\s*(?:supplementary\s+|supplemental\s+|extended\s+data\s+)?(?:figure|fig\.?|plate)\s*S?\d+[A-Za-z]?\b\s*(?:[.:|–—-]|\(continued\))/i;
// "Fig. 3 Patients suffering from …": number and title with no punctuation between, the title capitalised and
// long enough to be one ("Figure 2 A and B show" is running text) — also with the space after the number lost
// ("Fig. 1The micro-defect of the plate", a word opening on a capital, never a panel as in "Fig. 1A shows" or
// "Fig. 4Bii and 4Biii show").
const FIGURE_UNPUNCTUATED =
  /^\s*(?:[Ff]igure|FIGURE|[Ff]ig\.|FIG\.)\s*S?\d+(?:\s+|(?=\p{Lu}\p{Ll}{2,}\s)(?!\p{Lu}[ivx]{1,4}\s))\p{Lu}\S*\s+\S+\s+\S+/u;
// "Figure 3 A and B show …", "Fig. 2 A–C": panels named in running text (not "Fig. 1 A total of …").
const PANELS = /^\s*\S+\s*S?\d+\s+\p{Lu}\b\s*(?:(?:and|or|to)\b|,|[–-])/u;
const FIGURE_SUPPLEMENT = /^\s*figure\s+\d+\s*[-–]\s*figure supplement\s+\d+/i;

/** A figure's title and legend: "Figure 2.", "Fig. 3:", "Figure S1.", "Figure 2 - figure supplement 1:". */
export function isFigureCaption(paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if (FIGURE.test(text) || FIGURE_SUPPLEMENT.test(text)) return true;
  if (
    FIGURE_UNPUNCTUATED.test(text) &&
    !PANELS.test(text) &&
    !/^\s*\S+\s*\S+\s+(?:shows?|illustrates?|presents?|displays?|depicts?|summari[sz]es?|gives?)\b/i.test(
      text,
    )
  )
    return true;
  if (FIGURE_OTHER_LANGUAGES.test(text)) return true;
  // A caption style on a line that names a figure ("Image Caption", "Caption").
  return /caption/i.test(paragraph.styleName ?? '') && /^\s*(?:figure|fig\.?)\s*S?\d/i.test(text);
}

const TABLE = /^\s*(?:supplementary\s+)?(?:table|tab\.)\s*(?:[A-Z]?\d+|[IVXLC]+\b)/i;
// The words for "table" and "figure" in the other languages manuscripts reach us in, numbered and then punctuated
// or spaced ("Tabla 2.", "Tabelle 1:", "表1", "표 2", "Abbildung 3 –", "图 1", "그림 2.").
const TABLE_OTHER_LANGUAGES =
  /^\s*(?:(?:tabla|tabela|tableau|tabelle|tabella)\s*[A-Z]?\d+\b\s*[.:–—-]?|(?:表|표)\s*[A-Z]?\d+)/i;
const FIGURE_OTHER_LANGUAGES =
  /^\s*(?:(?:[Ff]igura|FIGURA|[Aa]bbildung|ABBILDUNG|[Aa]bb\.|[Gg]r[áa]fico)\s*S?\d+[A-Za-z]?(?:\b\s*[.:–—-]|\s+\p{Lu}\S*\s+\S+\s+\S+)|(?:图|圖|図|그림)\s*S?\d+[A-Za-z]?(?:[.:．：\s]))/u;

/** A table's title line ("Table 1.", "Tab. 2:", "Table S1", "Table B1 (continued)", "Tabla 2.", "表 1"). */
export function isTableCaption(text: string): boolean {
  return TABLE.test(text) || TABLE_OTHER_LANGUAGES.test(text);
}
