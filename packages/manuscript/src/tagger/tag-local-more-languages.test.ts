import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Manuscripts in Russian, Turkish (headings in capitals, with Turkish's dotted and dotless i) and Italian (probe
// manuscripts): before, none of their headings was known and everything after the title page was left untagged;
// in Spanish, 'Material y métodos' (singular) was not the methods.
interface Words {
  affiliation: string;
  abstract: string;
  parts: [string, string, string, string];
  keywords: string;
  sections: [string, string, string, string, string];
  funding: string;
  references: string;
}

const RUSSIAN: Words = {
  affiliation: '1Сибирский государственный медицинский университет, Томск, Россия',
  abstract: 'Аннотация',
  parts: ['Цель', 'Материалы и методы', 'Результаты', 'Заключение'],
  keywords: 'Ключевые слова',
  sections: ['Введение', 'Материалы и методы', 'Результаты', 'Обсуждение', 'Заключение'],
  funding: 'Финансирование',
  references: 'Список литературы',
};
const TURKISH: Words = {
  affiliation: '1Hacettepe Üniversitesi Tıp Fakültesi, Ankara, Türkiye',
  abstract: 'ÖZET',
  parts: ['Amaç', 'Gereç ve Yöntem', 'Bulgular', 'Sonuç'],
  keywords: 'Anahtar kelimeler',
  sections: ['GİRİŞ', 'GEREÇ VE YÖNTEM', 'BULGULAR', 'TARTIŞMA', 'SONUÇ'],
  funding: 'FİNANSMAN',
  references: 'KAYNAKLAR',
};
const ITALIAN: Words = {
  affiliation: '1Ospedale San Raffaele, Milano, Italia',
  abstract: 'Riassunto',
  parts: ['Obiettivo', 'Metodi', 'Risultati', 'Conclusioni'],
  keywords: 'Parole chiave',
  sections: ['Introduzione', 'Materiali e metodi', 'Risultati', 'Discussione', 'Conclusioni'],
  funding: 'Finanziamenti',
  references: 'Bibliografia',
};

const SPANISH: Words = {
  affiliation: '1Facultad de Medicina, Universidad Nacional Mayor de San Marcos, Lima, Perú',
  abstract: 'Resumen',
  parts: ['Objetivo', 'Material y métodos', 'Resultados', 'Conclusiones'],
  keywords: 'Palabras clave',
  sections: ['Introducción', 'Material y métodos', 'Resultados', 'Discusión', 'Conclusiones'],
  funding: 'Financiación',
  references: 'Bibliografía',
};

const STEPS = [
  'main.introduction',
  'main.materials_and_methods',
  'main.results',
  'main.discussion',
  'main.conclusions',
];
const PARTS = ['abstract.background', 'abstract.methods', 'abstract.results', 'abstract.conclusions'];

/** The abstract and the first section, under a title page. */
function manuscriptOpening(words: Words): string[] {
  return [
    boldP(words.abstract),
    ...words.parts.map((label, i) => boldLead(`${label}:`, `Part ${i} of the abstract.`)),
    boldP(words.sections[0]),
    p('Text of section 0.'),
  ];
}

function manuscript(words: Words): Record<string, string[]> {
  return stepsByText(
    boldP('Prevalence of arterial hypertension among adults in three cities'),
    p('A. Ivanov1, B. Petrova2'),
    p(words.affiliation),
    boldP(words.abstract),
    ...words.parts.map((label, i) => boldLead(`${label}:`, `Part ${i} of the abstract.`)),
    boldLead(`${words.keywords}:`, 'hypertension; prevalence'),
    ...words.sections.flatMap((heading, i) => [boldP(heading), p(`Text of section ${i}.`)]),
    boldP(words.funding),
    p('Grant 19-013-00000.'),
    boldP(words.references),
    p(
      '1. Mills KT, Stefanescu A, He J. The global epidemiology of hypertension. Nat Rev Nephrol. 2020;16:223-37.',
    ),
  );
}

describe('manuscripts in Russian, Turkish, Italian and Spanish', () => {
  for (const [language, words] of [
    ['Russian', RUSSIAN],
    ['Turkish', TURKISH],
    ['Italian', ITALIAN],
    ['Spanish', SPANISH],
  ] as const) {
    it(`reads a ${language} manuscript's headings, abstract labels and affiliation`, () => {
      const steps = manuscript(words);
      expect(steps[words.affiliation]).toEqual(['front.affiliations']);
      words.parts.forEach((label, i) => {
        expect(steps[`${label}: Part ${i} of the abstract.`]).toEqual([PARTS[i]]);
      });
      expect(steps[`${words.keywords}: hypertension; prevalence`]).toEqual(['abstract.keywords']);
      words.sections.forEach((heading, i) => {
        expect(steps[heading]).toEqual([STEPS[i]]);
        expect(steps[`Text of section ${i}.`]).toEqual([STEPS[i]]);
      });
      expect(steps['Grant 19-013-00000.']).toEqual(['declaration.funding']);
      expect(steps[words.references]).toEqual(['back.references']);
    });
  }
});

describe('institution words of these languages in a title', () => {
  it('keeps a plain title that mentions a university hospital, and a second title in Russian', () => {
    const turkish =
      'Bir üniversite hastanesinde yatan yaşlı hastalarda deliryum sıklığı, risk faktörleri ve sonuçları';
    const russian = 'Сердечно-сосудистые осложнения у пациентов многопрофильной городской больницы';
    const steps = stepsByText(
      p(turkish),
      p('Delirium in older inpatients of a university hospital'),
      p('Ayşe Yılmaz1, Mehmet Demir2'),
      p(TURKISH.affiliation),
      ...manuscriptOpening(TURKISH),
    );
    expect(steps[turkish]).toEqual(['front.title']);
    expect(steps['Ayşe Yılmaz1, Mehmet Demir2']).toEqual(['front.authors']);
    const second = stepsByText(
      boldP('Cardiovascular complications in patients of a city hospital'),
      p(russian),
      p('A. Ivanov1, B. Petrova2'),
      p(RUSSIAN.affiliation),
      ...manuscriptOpening(RUSSIAN),
    );
    expect(second[russian]).toEqual(['front.title']);
  });
});
