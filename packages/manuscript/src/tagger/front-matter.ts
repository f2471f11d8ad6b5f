import type { Paragraph, StepValue } from '@galley/contracts';
import { CORRESPONDENCE_WORDS } from './correspondence-label.ts';
import { KEYWORDS_LABEL } from './keywords-line.ts';
import { leadingLabel } from './leading-label.ts';
import { textWithMarks } from './superscript-marks.ts';

// Not the same stem in a title's words: "clinical", "clinicians", "hospitalization", "schooling", "school-aged".
const AFFILIATION =
  /\b(?:universit|universidad|universidade|institut(?:e|es|o|ion|ions)?\b|istitut|department|dept\.|d[ée]partement|departamento|dipartimento|laborat|hospital(?!i[sz]|ity)|school(?!ing|[-\s]?age|\s?child)|college|escuela\b|escola\b|cent(?:er|re)\b|zentrum\b|faculty|facultad|faculdade|facolt|fakult|division|academy|ministry|foundation|fundaci[óo]n|funda[çc][ãa]o|fondation|stiftung|clinic(?!al|ian)|council|agency|corporation|inc\.|ltd\b|gmbh|street|road|avenue|present address|current address|P\.?O\.? box)/iu;
// Institutions in Turkish, Polish, Dutch, Italian and Russian, in the form an institution's name takes (Turkish's
// compound "Üniversitesi", Russian's nominative "университет", in any case), which AFFILIATION (whose \b only sees ASCII
// word boundaries) misses: "Hacettepe Üniversitesi Tıp Fakültesi", "Сибирский государственный медицинский
// университет", "Gdański Uniwersytet Medyczny". A title's "bir üniversite hastanesinde", "больницу" or "Клиника и
// лечение" (the clinical picture) is no institution.
const MORE_INSTITUTIONS =
  /(?<!\p{L})(?:Üniversitesi|Fakültesi|Hastanesi|Enstitüsü|Anabilim Dalı|Bölümü|Uniwersytet|Instytut|Szpital|Wydział|Katedra|Zakład|Universiteit|Ziekenhuis|Faculteit|Afdeling|Ospedale|Azienda Ospedaliera|Университет|Институт|Кафедр[аы]|Больница|Академия|Лаборатория|НИИ|ФГБОУ|ФГБУ)(?!\p{L})/iu;
// Institutions in Korean, Chinese and Japanese: as the end of a name ("서울대학교 생명과학부", "北京大学生命科学学院"), not
// the same word in a title ("대학생" students, "병원의" of a hospital, "大学生", "跨学科", "病院における").
const CJK_INSTITUTION =
  /(?:대학교|대학원|대학(?!생)|연구[소원]|병원|학과|학부|센터)(?![의에을를은는이가과와도로])|(?:大学(?!生)|大學|学院|學院|研究[所院]|研究中心|医院|醫院|(?<!跨)学科|病院|学部|研究科|センター)(?!\p{Script=Hiragana})/u;
// Affiliation marks: digits (also as superscript characters) and the usual symbols.
const MARKS = '\\d¹²³⁴-⁹⁰*†‡§¶$#';
// Hangul, Han and kana letters.
const CJK_LETTERS = '\\p{Script=Hangul}\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}';
const CAPITAL_OR_CJK = `[\\p{Lu}${CJK_LETTERS}]`;
const LEADING_MARK = new RegExp(`^[${MARKS}]+(?=${CAPITAL_OR_CJK})`, 'u');
const MARK_BEFORE_NAME = new RegExp(`(^|[\\s,])[${MARKS}]+(?=${CAPITAL_OR_CJK})`, 'gu');
// Japanese journals close a numeric mark with a parenthesis ("山田 太郎1)，鈴木 花子2)").
const MARK_AFTER_NAME = new RegExp(`(?:[${MARKS},，、]|(?<=\\d)[)）])+(?=[\\s,，、·・]|$)`, 'gu');
// A mark closing a name before the semicolon between authors ("Maria Rossi, PhD1; John Smith", "M.D.1;"), after a
// letter or a degree's stops only: "Omicron BA.2; Evidence …", "SARS-CoV-2; …" are a title's words.
const MARK_BEFORE_SEMICOLON = new RegExp(
  `(?<=\\p{L}|\\b(?:\\p{Lu}\\.){2,}|\\b(?:Ph\\.D|Jr|Sr)\\.)[${MARKS},]+(?=;)`,
  'gu',
);
const HAS_MARK = new RegExp(`[${MARKS}]`, 'u');
// Marks in brackets, typed so where a superscript was lost or a style asks for them ("Jane Doe(1), John Smith [2,3]").
const BRACKETED_MARK = /\s?[([]\s?(?:\d{1,2}|[a-h*†‡])(?:\s?[,–-]\s?(?:\d{1,2}|[a-h*†‡]))*\s?[)\]]/gu;
// Letters as affiliation marks, typed apart after a name when the superscript is lost ("Jane Doe a,*, John Smith
// b"): a lower-case a–h, perhaps with more marks, then the end of the name or "and" before the next one. "Ana Pérez e
// João Silva" and "Costa e Silva" keep their "e".
const LETTER_MARK_AFTER_NAME =
  /(?<=\p{L}{2})\s[a-h](?:\s?,\s?(?:[a-h]|[*†‡§¶#]))*\s?[*†‡§¶#]?(?=\s*[,;]|\s*$|\s+(?:and|&|y|e|et|und)\s+\p{Lu})/gu;
// A name in Hangul, Han or kana: two to five characters, or family and given names apart ("山田 太郎").
const CJK = `[${CJK_LETTERS}ー]`;
const CJK_NAME = new RegExp(`^(?:${CJK}{2,5}|${CJK}{1,3}\\s${CJK}{1,4})$`, 'u');
const KOREAN_OR_KANA = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]|・/u;
// A mark alone ("*", "†") is not enough: "*Members are listed at the end", "†These authors contributed equally".
const CORRESPONDENCE = new RegExp(`^\\s*(?:[*$†#✉]\\s*)?(?:${CORRESPONDENCE_WORDS}|e-?mail\\s*:)`, 'i');
// A trial's or review's registration on the title page ("Trial registration: ClinicalTrials.gov NCT…", which would
// otherwise read as an institution by its "Clinical"), the journal and the word count ("Journal: BMJ Open").
const REGISTRATION =
  /^\s*(?:(?:clinical )?trial regist(?:ration|ry)(?: (?:number|no\.?|id))?|registration(?: (?:number|no\.?|id))?|prospero(?: registration)?(?: (?:number|id))?|journal(?: name)?|words?)\s*[:：]/i;
/** An e-mail address anywhere in a line. */
export const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const RUNNING_TITLE = /^\s*(?:running (?:title|head(?:line)?)|short (?:running )?title)\s*[:：]?/i;

export type FrontGuess =
  | StepValue
  | 'running-title-label'
  | 'keywords-label'
  | 'article-type'
  /** A line under a label no step takes: "文章编号：1000-0933(2023)05-1234-10", "Word count: 4500". */
  | 'untagged-label'
  | 'none';

// The line some templates put above the title: the kind of article, never the title itself, perhaps with the
// journal's section after a bar ("Original Investigation | Cardiology") or, after a two-word kind, a dash
// ("Research Article – Oncology"; "Review – Something Long" may be a title).
const ARTICLE_TYPE =
  /^(?:(?:original|research|review|brief|short|technical|methods?|methodology|data|rapid|full[- ]length|full|mini)\s*-?\s*(?:research\s+)?(?:article|paper|report|communication|contribution|note|letter|review)|original (?:research|investigation)|special communication|invited commentary|article|communication|letter|editorial|review|systematic review(?: and meta-analysis)?|meta-analysis|case (?:report|series)|(?:study )?protocol|perspective|commentary|viewpoint|opinion|essay|(?:article|manuscript|paper|submission) type\s*[:：].*|type of (?:article|manuscript|paper)\s*[:：].*|original|art[ií]culo original|artigo original|article original|originalarbeit|originalien?|übersichten|übersichtsarbeit|kasuistiken?|leitthema|art[ií]culo de revisi[óo]n|artigo de revis[ãa]o|revisi[óo]n|comunicaci[óo]n breve|comunica[çc][ãa]o breve|nota cl[ií]nica|caso cl[ií]nico|relato de caso|carta al (?:editor|director)|carta ao editor|原著論文|原著|総説|短報|症例報告|研究論文|論著|论著|综述|研究论文|病例报告|원저|원저 ?논문|종설|증례 ?보고|연구 ?논문)$/i;
// The section named after the kind: a capitalised word or four (no i flag: \p{Lu} must mean a capital).
const JOURNAL_SECTION = /^\p{Lu}[\p{L}&,'-]*(?:\s+[\p{L}&,'-]+){0,3}$/u;
const SENTENCE_START = /^(?:The|A|An|Why|How|What|When|Where|Is|Are|Do|Does|Can|Should)\b/u;

// A thesis chapter's number above its title, and the note saying where the chapter or paper is to be submitted ("A
// manuscript prepared for submission to Soil Biology and Biochemistry", "Submitted to Ecology Letters", "Target
// journal: …"): never the title either.
const THESIS_LINE =
  /^(?:chapter\s+(?:\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten)[.:]?|(?:an? )?(?:manuscript|paper|article) (?:prepared|formatted|written|intended|to be submitted|submitted|accepted|published) (?:for|to|in)\b.*|(?:to be )?submitted (?:to|for)\s*:?\s*[^:?]*|(?:prepared|intended|formatted) for (?:submission|publication)\b.*|for submission to\b.*|(?:target|intended) journal\s*[:：].*)$/i;

function isArticleTypeLine(text: string): boolean {
  if (ARTICLE_TYPE.test(text) || THESIS_LINE.test(text)) return true;
  const split = /\s*\|\s*|\s[–—]\s/u.exec(text);
  if (!split) return false;
  const kind = text.slice(0, split.index);
  const section = text.slice(split.index + split[0].length);
  if (!ARTICLE_TYPE.test(kind) || !JOURNAL_SECTION.test(section)) return false;
  return split[0].includes('|') || (kind.trim().split(/\s+/).length >= 2 && !SENTENCE_START.test(section));
}

/** Whether a line names an institution (a university, a department, 대학교, 研究所 …), as affiliations do. */
export function namesInstitution(text: string): boolean {
  return AFFILIATION.test(text) || MORE_INSTITUTIONS.test(text) || CJK_INSTITUTION.test(text);
}

/**
 * What a paragraph of the front matter (before the abstract) is, from its text alone: a running-title or keywords
 * line (or their label on a line of its own), correspondence, an affiliation, a line of author names, or
 * nothing we tag (dates, word counts).
 */
export function guessFrontMatter(paragraph: Paragraph): FrontGuess {
  const text = paragraph.text.trim();
  if (isArticleTypeLine(text)) return 'article-type';
  const labelled = labelledFrontLine(text);
  if (labelled) return labelled;
  if (leadingLabel(text)?.target.kind === 'none' || REGISTRATION.test(text)) return 'untagged-label';
  const running = RUNNING_TITLE.exec(text);
  if (running) return text.slice(running[0].length).trim() ? 'front.running_title' : 'running-title-label';
  const keywords = KEYWORDS_LABEL.exec(text);
  if (keywords) return text.slice(keywords[0].length).trim() ? 'abstract.keywords' : 'keywords-label';
  if (CORRESPONDENCE.test(text)) return 'front.correspondence';
  // "2Institute of …", "¹서울대학교 …": the affiliation's mark is glued to its first word.
  if (namesInstitution(text.replace(LEADING_MARK, ''))) return 'front.affiliations';
  if (EMAIL.test(text)) return 'front.correspondence';
  // "ORCID: …", or a name and its ORCID link ("Hannah Kim https://orcid.org/0000-0002-1825-0097", APA's author note).
  if (/^\s*orcid\b/i.test(text) || (text.length < 200 && ORCID_ID.test(text))) return 'front.authors';
  if (looksLikeAuthors(textWithMarks(paragraph).trim())) return 'front.authors';
  return 'none';
}

/**
 * "Jane Doe1, John Smith2* and Ann Lee", "홍길동¹, 김철수²", "山田 太郎、鈴木 花子", "김철수¹·이영희²" — names split by
 * commas, "and", "&", the CJK list marks or a middle dot between Korean or Japanese names, each one to five
 * capitalised words or a name in Hangul, Han or kana (two to five characters, family and given names perhaps apart).
 */
const ORCID_ID = /\b(?:orcid\.org\/)?\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/;

// A group named after the people: "…, on behalf of the VaxReach Study Group*", "… and the ABC Consortium".
const GROUP_AUTHOR =
  /(?:\s*,\s*(?:(?:on behalf of|for|and)\s+)?|\s+(?:on behalf of|for|and)\s+)(?:the\s+)?\p{Lu}(?:(?!\s(?:and|for|on behalf of)\s)[\p{L}\d&' -]){0,60}?\s(?:study group|working group|group|consortium|investigators|collaborators|collaborative|collaboration|network|trialists|study team)\*?\s*$/iu;

const LIST_WITH_AND = /\s*(?:[,;，、]|\b(?:and|y|e|et|und)\b|&)\s*/u;

// A role noted after a name: "Hannah Lee, RN, PhD (corresponding author)", "Wei Li (co-first author)".
const AUTHOR_ROLE =
  /\s*[([]\s*(?:(?:co-?)?corresponding|senior|(?:joint |co-?)?first|last|equal(?:ly contributing)?)(?: authors?)?\s*[)\]]/giu;

function looksLikeAuthors(text: string): boolean {
  // A sentence ends before a capitalised word and a lower-case one ("… study. The results show"); a middle
  // initial does not ("Daniel K. Morales and Priya Natarajan").
  if (text.length > 600 || /(?<!(?:^|[^\p{L}])\p{Lu})[.!?]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(text))
    return false;
  const listed = text
    // "by Jane Doe and John Smith", as reports and theses put it.
    .replace(/^[Bb]y\s+(?=\p{Lu})/u, '')
    .replace(GROUP_AUTHOR, '')
    .replace(AUTHOR_ROLE, '')
    // Springer's byline sets a spaced middle dot between names ("Lucía Herrera1 · Marco Bianchi2"), Wiley's a bar.
    .replace(/\s+[·•|]\s+/gu, ', ')
    // Affiliation marks before ("1Petr Capek", "¹홍길동") or after a name ("Kun Luo4*", "김철수²") are not part of it.
    .replace(MARK_BEFORE_NAME, '$1')
    .replace(BRACKETED_MARK, ',')
    .replace(MARK_BEFORE_SEMICOLON, '')
    .replace(MARK_AFTER_NAME, ',')
    .replace(LETTER_MARK_AFTER_NAME, ',');
  // "and" in the languages bylines come in ("… y Ana Belén Torres", "… e Fernanda Oliveira", "… und …") joins
  // names only in a list (commas or marks): "Salud Mental y Calidad de Vida" is a title.
  const names = listed
    .split(/[,;，、]/u.test(listed) ? LIST_WITH_AND : /\s*(?:[,;，、]|\band\b|&)\s*/u)
    // Not inside a Han name: "阿依古丽·买买提" is one person.
    .flatMap((name) => (KOREAN_OR_KANA.test(name) ? name.split(/\s*[·・]\s*/) : [name]))
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) return false;
  if (names.every((name) => CJK_NAME.test(name))) return names.length > 1 || HAS_MARK.test(text);
  const nameLike = names.filter((name) =>
    /^(?:\p{Lu}[\p{L}'’.-]*\.?|\(\p{Lu}[\p{L}]*\)|van|von|de|der|da|di|del|la|le)(?:\s+(?:\p{Lu}[\p{L}'’.-]*\.?|\(\p{Lu}[\p{L}]*\)|van|von|de|der|da|di|del|la|le)){0,4}$/u.test(
      name,
    ),
  );
  return nameLike.length === names.length && names.some((name) => /\s/.test(name));
}

/** "Running title: …" with its text, wherever it is (some title pages put it after the keywords). */
export function isRunningTitleLine(text: string): boolean {
  if (text.length > 250) return false;
  const running = RUNNING_TITLE.exec(text);
  if (running) return !!text.slice(running[0].length).trim();
  return labelledFrontLine(text) === 'front.running_title';
}

/**
 * A title-page line with its label run in, in any language the lexicon knows ("Authors: …", "간추린 제목: …",
 * "Title: …"): the front-matter step the label names, when text follows it.
 */
export function labelledFrontLine(text: string): StepValue | undefined {
  const label = leadingLabel(text);
  if (label?.target.kind !== 'step' || !label.target.step.startsWith('front.')) return undefined;
  return text.slice(label.textStart).trim() ? label.target.step : undefined;
}
