import type { StepValue } from '@galley/contracts';
import type { AbstractPart } from './abstract-model.ts';

/**
 * Section headings of manuscripts written in Russian, Turkish, Italian, Polish and Dutch, as whole normalized
 * headings (normalizeHeading, then foldLetters). The main lexicon (heading-lexicon.ts) is tried first; these are
 * plain words, one list per section, so a language is added by adding its words.
 */
const SECTION_WORDS: [StepValue | 'abstract', string[]][] = [
  [
    'abstract',
    [
      'аннотация',
      'резюме',
      'реферат',
      'özet',
      'öz',
      'türkçe özet',
      'riassunto',
      'sommario',
      'streszczenie',
      'samenvatting',
    ],
  ],
  [
    'abstract.keywords',
    [
      'ключевые слова',
      'anahtar kelimeler',
      'anahtar sözcükler',
      'parole chiave',
      'słowa kluczowe',
      'trefwoorden',
    ],
  ],
  [
    'main.introduction',
    ['введение', 'giriş', 'introduzione', 'premessa', 'wstęp', 'wprowadzenie', 'inleiding'],
  ],
  [
    'main.materials_and_methods',
    [
      'материалы и методы',
      'материал и методы',
      'материалы и методы исследования',
      'методы',
      'методы исследования',
      'методология',
      'пациенты и методы',
      'объект и методы исследования',
      'gereç ve yöntem',
      'gereç ve yöntemler',
      'materyal ve metot',
      'materyal ve metod',
      'materyal ve yöntem',
      'yöntem',
      'yöntemler',
      'hastalar ve yöntem',
      'materiali e metodi',
      'metodi',
      'metodologia',
      'pazienti e metodi',
      'materiał i metody',
      'materiały i metody',
      'metody',
      'methode',
      'methoden',
      'methode en materiaal',
    ],
  ],
  [
    'main.results',
    ['результаты', 'результаты исследования', 'bulgular', 'risultati', 'wyniki', 'resultaten'],
  ],
  [
    'main.discussion',
    ['обсуждение', 'обсуждение результатов', 'tartışma', 'discussione', 'dyskusja', 'discussie'],
  ],
  [
    'main.conclusions',
    [
      'заключение',
      'выводы',
      'sonuç',
      'sonuçlar',
      'sonuç ve öneriler',
      'conclusioni',
      'conclusione',
      'wnioski',
      'conclusie',
      'conclusies',
    ],
  ],
  [
    'main.acknowledgements',
    [
      'благодарности',
      'благодарность',
      'teşekkür',
      'teşekkürler',
      'ringraziamenti',
      'podziękowania',
      'dankwoord',
    ],
  ],
  [
    'declaration.funding',
    [
      'финансирование',
      'источник финансирования',
      'источники финансирования',
      'finansman',
      'finansal destek',
      'mali destek',
      'finanziamento',
      'finanziamenti',
      'fonti di finanziamento',
      'finansowanie',
      'financiering',
    ],
  ],
  [
    'declaration.conflicts_of_interest',
    [
      'конфликт интересов',
      'çıkar çatışması',
      'çıkar çatışması beyanı',
      'conflitto di interessi',
      'conflitto di interesse',
      'conflitti di interesse',
      'konflikt interesów',
      'belangenconflict',
    ],
  ],
  [
    'declaration.ethics',
    [
      'соответствие принципам этики',
      'этическое одобрение',
      'etik kurul onayı',
      'etik onay',
      'etik beyan',
      'approvazione etica',
      'etica',
    ],
  ],
  [
    'declaration.data_availability',
    ['доступность данных', 'veri erişilebilirliği', 'disponibilità dei dati'],
  ],
  [
    'declaration.author_contributions',
    [
      'вклад авторов',
      'участие авторов',
      'yazar katkıları',
      'yazarların katkıları',
      'contributo degli autori',
      'contributi degli autori',
      'wkład autorów',
    ],
  ],
  [
    'back.references',
    [
      'список литературы',
      'литература',
      'библиографический список',
      'список источников',
      'kaynaklar',
      'kaynakça',
      'bibliografia',
      'riferimenti bibliografici',
      'piśmiennictwo',
      'literatura',
      'literatuur',
      'referenties',
    ],
  ],
  [
    'back.figure_legends',
    [
      'подписи к рисункам',
      'şekil açıklamaları',
      'didascalie delle figure',
      'legende delle figure',
      'podpisy rycin',
    ],
  ],
  ['back.appendix', ['приложение', 'приложения', 'ekler', 'appendice', 'załącznik', 'bijlage']],
];

/** One heading over both results and discussion, read as the results like the main lexicon's. */
const COMBINED = [
  'результаты и обсуждение',
  'bulgular ve tartışma',
  'risultati e discussione',
  'wyniki i dyskusja',
  'resultaten en discussie',
];

/** A structured abstract's part labels ("Цель:", "Amaç:", "Obiettivo:"). */
const ABSTRACT_PART_WORDS: [AbstractPart, string[]][] = [
  [
    'background',
    [
      'цель',
      'цель исследования',
      'введение',
      'актуальность',
      'обоснование',
      'amaç',
      'giriş',
      'giriş ve amaç',
      'obiettivo',
      'obiettivi',
      'scopo',
      'introduzione',
      'premessa',
      'cel',
      'cel pracy',
      'wstęp',
      'doel',
      'achtergrond',
      'inleiding',
    ],
  ],
  [
    'methods',
    [
      'материалы и методы',
      'материал и методы',
      'методы',
      'gereç ve yöntem',
      'gereç ve yöntemler',
      'materyal ve metot',
      'yöntem',
      'yöntemler',
      'metodi',
      'materiali e metodi',
      'metodologia',
      'materiał i metody',
      'metody',
      'methode',
      'methoden',
    ],
  ],
  ['results', ['результаты', 'bulgular', 'risultati', 'wyniki', 'resultaten']],
  [
    'conclusions',
    [
      'заключение',
      'выводы',
      'sonuç',
      'sonuçlar',
      'conclusioni',
      'conclusione',
      'wnioski',
      'conclusie',
      'conclusies',
    ],
  ],
];

/**
 * Letters folded so a heading matches however it was cased: Turkish capitals lower-case to "i̇" and "i" where the
 * words have "i" and "ı" ("GİRİŞ", "TARTIŞMA"), and Russian "ё" is often typed "е".
 */
export function foldLetters(text: string): string {
  return text
    .replace(/\u0307/gu, '')
    .replace(/ı/gu, 'i')
    .replace(/ё/gu, 'е');
}

const sections = new Map<string, StepValue | 'abstract'>(
  SECTION_WORDS.flatMap(([target, words]) => words.map((word) => [foldLetters(word), target] as const)),
);
for (const word of COMBINED) sections.set(foldLetters(word), 'main.results');
const combined = new Set(COMBINED.map(foldLetters));
const parts = new Map<string, AbstractPart>(
  ABSTRACT_PART_WORDS.flatMap(([part, words]) => words.map((word) => [foldLetters(word), part] as const)),
);

/** The section a normalized heading names in one of these languages. */
export function moreLanguagesSection(normalized: string): StepValue | 'abstract' | undefined {
  return sections.get(foldLetters(normalized));
}

/** Whether a normalized heading names the results and the discussion together in one of these languages. */
export function moreLanguagesCombined(normalized: string): boolean {
  return combined.has(foldLetters(normalized));
}

/** The abstract part a normalized label names in one of these languages. */
export function moreLanguagesAbstractPart(normalized: string): AbstractPart | undefined {
  return parts.get(foldLetters(normalized));
}
