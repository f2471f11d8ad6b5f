// How a hand-typed author-year citation is written: "Smith 2020", "Smith, 2020", "Smith et al. 2020", "Smith & Roe
// 2019a", "Long, Flint and Lepper 2010", "van der Berg 2018", "‘R Core Team’ 2015", "김 등, 2019"; years "2020, 2021",
// "2020a, b", "in press"; a page locator "2020, p. 5" or "2020: 45".

const PARTICLE = `(?:[Vv][ao]n|[Dd]e[lnrs]?|[Dd]ella|[Dd][aiu]|[Ll][ae]|[Dd]os|[Tt]e[nr]|[Aa]l|[Ee]l)`;
/** A capitalised family name: Müller, O'Brien, Pearce-Higgins, McDonald, SNH, d'Errico. */
const WORD = String.raw`(?:[dDlL]['’])?\p{Lu}[\p{L}\p{M}'’]*(?:-\p{L}[\p{L}\p{M}'’]*)*`;
const CJK = String.raw`[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+`;
const QUOTED = `[‘'"“][^‘’'"“”()]{2,80}[’'"”]`;
/** One author: particles and capitalised words (an organisation may take several), a CJK name, or a quoted name. */
const NAME = String.raw`(?:(?:${PARTICLE}\s+)*${WORD}(?:\s+${WORD})*|${CJK}|${QUOTED})`;
const AND = String.raw`\s*(?:&|\band\b|/)\s*`;
export const ET_AL = String.raw`(?:\s*,?\s*(?:et\.?\s+al\.?|등|等|ら|ほか|他))`;
/** The authors as a citation names them: one, "A & B", "A, B and C", "A/B", each possibly followed by "et al.". */
export const AUTHORS = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:\s*,?${AND}${NAME})?${ET_AL}?`;

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)(?:[a-z](?![\p{L}\p{N}]))?`;
export const NO_YEAR = String.raw`(?:in\s+press|submitted|forthcoming|in\s+prep(?:aration|\.)?|n\.\s?d\.|unpublished)`;
/** "2020", "2020a, b", "2019, 2020", "in press". */
export const YEARS = String.raw`(?:${YEAR}|${NO_YEAR})(?:\s*,\s*(?:${YEAR}|[a-z](?![\p{L}\p{N}.])))*`;
export const LOCATOR = String.raw`(?:\s*,\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?|\s*:\s*\d+(?:\s*[-–]\s*\d+)?)`;

/** One author-year citation inside a parenthesis ("Smith et al., 2020, p. 5"): authors, years, locator. */
export const CITATION = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}'’-])(${AUTHORS})(?:\s*,\s*|\s+)(${YEARS})(${LOCATOR})?(?![\p{L}\p{N}])`,
  'gu',
);
/** A parenthesis holding only years, after the authors named in the sentence: "Cogdell (2008)". */
export const YEARS_ONLY = new RegExp(String.raw`^\s*(${YEARS})(${LOCATOR})?\s*$`, 'u');
/** The authors just before such a parenthesis ("Smith and Roe", "Smith's"). */
export const AUTHORS_BEFORE = new RegExp(String.raw`(${AUTHORS})(?:['’]s)?\s*$`, 'u');
