import type { CslNode } from './csl-node.ts';

// The en-US terms CSL styles print most in journal-article layouts (CSL locale locales-en-US.xml); a style's
// own <locale> overrides them. "single|multiple" where the term has both.
const EN_US: Record<string, string> = {
  'et-al': 'et al.',
  and: 'and',
  'and/symbol': '&',
  'and others': 'and others',
  in: 'in',
  accessed: 'accessed',
  retrieved: 'retrieved',
  from: 'from',
  'available at': 'available at',
  online: 'online',
  cited: 'cited',
  internet: 'internet',
  'no date': 'no date',
  'no date/short': 'n.d.',
  page: 'page|pages',
  'page/short': 'p.|pp.',
  volume: 'volume|volumes',
  'volume/short': 'vol.|vols.',
  issue: 'issue|issues',
  'issue/short': 'no.|nos.',
  'page-range-delimiter': '–',
  'open-quote': '“',
  'close-quote': '”',
  'month-01/short': 'Jan.',
  colon: ':',
  comma: ',',
  semicolon: ';',
};

/** Term lookup: the style's locale first (any language; en first), then the en-US defaults. */
export class CslTerms {
  private readonly own = new Map<string, string>();

  constructor(style: CslNode) {
    const locales = style.children.filter((node) => node.name === 'locale');
    // English overrides win over other languages'; later ones over earlier ones.
    locales.sort((a, b) => Number(isEnglish(a)) - Number(isEnglish(b)));
    for (const locale of locales) {
      for (const terms of locale.children.filter((node) => node.name === 'terms')) {
        for (const term of terms.children.filter((node) => node.name === 'term')) {
          const single = term.children.find((node) => node.name === 'single')?.attrs['#text'];
          const multiple = term.children.find((node) => node.name === 'multiple')?.attrs['#text'];
          const text = single !== undefined ? `${single}|${multiple ?? single}` : (term.attrs['#text'] ?? '');
          this.own.set(key(term.attrs.name ?? '', term.attrs.form), text);
        }
      }
    }
  }

  /** The term's text in the form (falling back to the long form), singular unless `plural`; undefined if unknown. */
  text(name: string, form?: string, plural = false): string | undefined {
    const found =
      this.own.get(key(name, form)) ??
      EN_US[key(name, form)] ??
      (form && form !== 'long' ? (this.own.get(key(name)) ?? EN_US[key(name)]) : undefined);
    if (found === undefined) return undefined;
    const [single, multiple] = found.split('|');
    return plural ? (multiple ?? single) : single;
  }
}

function key(name: string, form?: string): string {
  return form && form !== 'long' ? `${name}/${form}` : name;
}

function isEnglish(locale: CslNode): boolean {
  const lang = locale.attrs['xml:lang'];
  return !lang || lang.startsWith('en');
}
