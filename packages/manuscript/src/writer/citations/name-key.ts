/** Lower case with accents folded: "Müller" → "muller". */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a name or string, folded: "‘UK Met Office’" → ["uk", "met", "office"]. */
export const nameTokens = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A name's letters alone, folded: "Pearce-Higgins" → "pearcehiggins", "van der Berg" → "vanderberg". */
export const nameKey = (text: string) => nameTokens(text).join('');

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'des',
  'di',
  'da',
  'du',
  'dos',
  'la',
  'le',
  'ten',
  'ter',
  'al',
  'el',
]);

/** The name without its leading particles: "van der Berg" → "berg" (lists file it either way). */
export const coreKey = (text: string) => {
  const tokens = nameTokens(text);
  const at = tokens.findIndex((token) => !PARTICLES.has(token));
  return at < 0 ? tokens.join('') : tokens.slice(at).join('');
};

const CJK = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
/** A name written in Chinese, Japanese or Korean characters (cited by family name, listed with the given name). */
export const isCjk = (text: string) => CJK.test(text.trim());
