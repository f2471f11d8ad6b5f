// Country names as ICU spells them in English (every region code that names a place), and the forms addresses
// use that ICU does not ("USA", "P.R. China", "The Netherlands", "Republic of Korea", "England").
// Not ICU's groupings, nor its territories that no affiliation names but that are also a person's name ("Diego
// Garcia").
const NOT_COUNTRIES =
  /^(?:European Union|Eurozone|United Nations|Unknown Region|Outlying Oceania|Pseudo-.*|Diego Garcia|Ascension Island|Clipperton Island|Tristan da Cunha|Ceuta & Melilla|Sark)$/;
const MORE_FORMS = [
  'usa',
  'us',
  'u.s.a',
  'u.s',
  'uk',
  'u.k',
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'great britain',
  'the netherlands',
  'holland',
  'korea',
  'republic of korea',
  'south korea',
  'pr china',
  'p.r. china',
  'p. r. china',
  "people's republic of china",
  'czech republic',
  'turkey',
  'russian federation',
  'viet nam',
  'hong kong',
  'macau',
  'ivory coast',
  'the gambia',
];

let countries: ReadonlySet<string> | undefined;

function countryNames(): ReadonlySet<string> {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found = new Set(MORE_FORMS);
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !NOT_COUNTRIES.test(name))
        for (const form of [name, name.replace(/&/g, 'and'), name.replace(/\s*\(.*\)$/, '')])
          found.add(form.toLowerCase());
    }
  countries = found;
  return found;
}

// A US state and ZIP code after the city's comma, or a British postcode, closing an address ("Los Angeles, CA
// 90095", "Oxford OX1 3RB").
const POSTCODE_END = /(?:,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})$/;

// Countries that are also people's names ("Jordan Lee", "Paul England", "Tom Holland"): closing a line that also
// reads as a byline ("Anna Berg, Jordan"), they need more to make it an address.
const NAME_COUNTRIES = new Set([
  'jordan',
  'chad',
  'georgia',
  'israel',
  'india',
  'kenya',
  'ireland',
  'england',
  'wales',
  'holland',
  'france',
]);

/**
 * A line of an address — "Bern, Switzerland", "Baltzerstrasse 6, 3012 Bern, Switzerland", "London, UK", "Los
 * Angeles, CA 90095" — that closes an affiliation typed over several lines: a few words, no label, no sentence of
 * prose, ending with a country or a postcode. `namesLike` (the line also reads as a byline: "Cape Town, South
 * Africa") asks more of a country that is also a name ("Maria Rossi, Jordan" is a byline): a number or three parts.
 */
export function isAddressLine(text: string, namesLike = false): boolean {
  const line = text.trim().replace(/\.$/, '');
  if (!line || line.length > 120 || /[:：]/.test(line) || line.split(/\s+/).length > 12) return false;
  if (/[.!?]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(line) || /^(?:copyright|©)/i.test(line)) return false;
  if (POSTCODE_END.test(line)) return true;
  const parts = line.split(/\s*[,;]\s*/);
  const country = (parts.at(-1) ?? '').toLowerCase();
  if (!countryNames().has(country)) return false;
  return !namesLike || !NAME_COUNTRIES.has(country) || parts.length >= 3 || /\d/.test(line);
}
