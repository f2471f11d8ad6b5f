import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { boldP, buildDocx, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Spanish, Portuguese and German journals (probe manuscripts): an article-type line, a byline with letter marks raised by
// hand and "y" before the last name, an affiliation that names no institution, declarations under headings in the
// journal's language.
const RAISED = '<w:position w:val="8"/><w:sz w:val="19"/>';
/** A paragraph of runs: plain text, or [text, rPr]. */
function runs(...parts: (string | [string, string])[]): string {
  const run = (part: string | [string, string]) =>
    typeof part === 'string'
      ? `<w:r><w:t xml:space="preserve">${part}</w:t></w:r>`
      : `<w:r><w:rPr>${part[1]}</w:rPr><w:t xml:space="preserve">${part[0]}</w:t></w:r>`;
  return `<w:p>${parts.map(run).join('')}</w:p>`;
}
const TITLE = 'Desigualdades socioeconómicas en la vacunación frente a la gripe en personas mayores';
const BYLINE = runs(
  'María José Fernández-López',
  ['a,b,*', RAISED],
  ', Javier Ruiz Sánchez',
  ['a', RAISED],
  ' y Ana Belén Torres',
  ['c', RAISED],
);
const BYLINE_TEXT = 'María José Fernández-Lópeza,b,*, Javier Ruiz Sáncheza y Ana Belén Torresc';
const FRONT = [
  p('ORIGINAL'),
  boldP(TITLE),
  BYLINE,
  runs(['a', RAISED], ' Servicio de Medicina Preventiva, Hospital Universitario La Paz, Madrid, España'),
  runs(['b', RAISED], ' CIBER de Epidemiología y Salud Pública (CIBERESP), Madrid, España'),
  runs(['c', RAISED], ' Departamento de Sociología, Universidad de Granada, Granada, España'),
  boldP('Resumen'),
  p(
    'Analizar las desigualdades socioeconómicas en la cobertura de vacunación antigripal en mayores de 65 años.',
  ),
  p('Palabras clave: Vacunación; Gripe; Desigualdades en salud'),
];
const BODY = [
  boldP('Introducción'),
  p('La gripe estacional causa una elevada morbimortalidad en las personas mayores.'),
  boldP('Método'),
  p('Se realizó un estudio transversal con los microdatos de la encuesta.'),
  boldP('Resultados'),
  p('La cobertura global de vacunación fue del 54,2%.'),
  boldP('Discusión'),
  p('Nuestros resultados muestran desigualdades persistentes en la vacunación.'),
];

describe('Spanish, Portuguese and German journal layouts', () => {
  it('reads text raised by hand as superscript', () => {
    const manuscript = readDocx(buildDocx({ body: BYLINE }));
    const [paragraph] = manuscript.blocks as Paragraph[];
    const raised = paragraph?.spans.filter((span) => span.superscript) ?? [];
    expect(raised.map((span) => paragraph?.text.slice(span.start, span.end))).toEqual(['a,b,*', 'a', 'c']);
  });

  it('skips the article-type line and reads a byline with letter marks and "y", and every affiliation', () => {
    const steps = stepsByText(...FRONT, ...BODY);
    expect(steps.ORIGINAL).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps[BYLINE_TEXT]).toEqual(['front.authors']);
    expect(steps['b CIBER de Epidemiología y Salud Pública (CIBERESP), Madrid, España']).toEqual([
      'front.affiliations',
    ]);
  });

  it('keeps a marked note after the affiliations out of them', () => {
    for (const note of [
      'These authors contributed equally to this work.',
      'Ambos autores, Javier Ruiz y Eva Gil, contribuyeron por igual a este trabajo.',
      'Joint senior authors: Javier Ruiz, Eva Gil',
    ]) {
      const steps = stepsByText(
        ...FRONT.slice(0, 4),
        runs(['†', RAISED], ` ${note}`),
        ...FRONT.slice(6),
        ...BODY,
      );
      expect(steps[`† ${note}`], note).toBeUndefined();
    }
    const corresponding = '* Autora para correspondencia: Ana Torres, Granada, España.';
    const steps = stepsByText(...FRONT.slice(0, 4), runs(['*', RAISED], corresponding.slice(1)), ...BODY);
    expect(steps[corresponding]).toEqual(['front.correspondence']);
  });

  it('reads a superscript run holding the comma after the mark', () => {
    const byline = runs('Ana Torres', ['1, ', RAISED], 'Javier Ruiz', ['2', RAISED]);
    const steps = stepsByText(p(TITLE), byline, ...FRONT.slice(3), ...BODY);
    expect(steps['Ana Torres1, Javier Ruiz2']).toEqual(['front.authors']);
  });

  it('joins a title line with "y" or "und" and no marks to the title above it', () => {
    for (const [first, second] of [
      ['Psychische Belastung in der COVID-19-Pandemie:', 'Arbeitsbelastung und Gesundheit von Pflegekräften'],
      ['Determinantes sociales en adultos mayores:', 'Salud Mental y Calidad de Vida'],
    ] as const) {
      const steps = stepsByText(p(first), p(second), BYLINE, ...FRONT.slice(3), ...BODY);
      expect(steps[second], second).toEqual(['front.title']);
      expect(steps[BYLINE_TEXT], second).toEqual(['front.authors']);
    }
  });

  it('does not read text lowered by hand (a drop cap) as subscript', () => {
    const manuscript = readDocx(
      buildDocx({ body: runs(['T', '<w:position w:val="-6"/>'], 'he study began.') }),
    );
    const [paragraph] = manuscript.blocks as Paragraph[];
    expect(paragraph?.spans.some((span) => span.subscript)).toBe(false);
  });

  it("reads a German journal's article type, practical conclusions and ethics block", () => {
    const ethics = 'Die Studie wurde von der Ethikkommission der Universität Leipzig genehmigt.';
    const steps = stepsByText(
      p('Originalien'),
      boldP('Versorgung von Patienten mit Herzinsuffizienz in der Hausarztpraxis'),
      ...FRONT.slice(2),
      ...BODY,
      boldP('Fazit für die Praxis'),
      p('Hausärzte sollten die Therapie regelmäßig überprüfen.'),
      boldP('Einhaltung ethischer Richtlinien'),
      p(ethics),
      boldP('Literatur'),
    );
    expect(steps.Originalien).toBeUndefined();
    expect(steps['Hausärzte sollten die Therapie regelmäßig überprüfen.']).toEqual(['main.conclusions']);
    expect(steps[ethics]).toEqual(['declaration.ethics']);
  });

  it("reads a French or German structured abstract's part labels", () => {
    const parts: [string, string][] = [
      ['Objectifs. Estimer la prévalence du renoncement aux soins.', 'abstract.background'],
      ['Méthodes. Enquête transversale en ligne auprès de 8 500 étudiants.', 'abstract.methods'],
      ['Résultats. Un étudiant sur trois a renoncé à des soins.', 'abstract.results'],
      ['Schlussfolgerung: Die Versorgung ist verbesserungsfähig.', 'abstract.conclusions'],
    ];
    const steps = stepsByText(
      ...FRONT.slice(0, 6),
      boldP('Résumé'),
      // Each label in bold, as the journals set them ("**Méthodes.** Enquête …").
      ...parts.map(([text]) =>
        runs([text.slice(0, text.search(/[.:] /) + 1), '<w:b/>'], text.slice(text.search(/[.:] /) + 1)),
      ),
      ...BODY,
    );
    for (const [text, step] of parts) expect(steps[text], text).toEqual([step]);
  });

  it('reads declarations and closing sections headed in Spanish and Portuguese', () => {
    const statements: [string, string, string][] = [
      [
        'Contribuciones de autoría',
        'M.J. Fernández-López concibió el estudio.',
        'declaration.author_contributions',
      ],
      ['Financiación', 'Ninguna.', 'declaration.funding'],
      ['Conflictos de intereses', 'Ninguno.', 'declaration.conflicts_of_interest'],
      [
        'Colaboradores',
        'AP Souza concebeu o estudo e redigiu o manuscrito.',
        'declaration.author_contributions',
      ],
      ['Agradecimentos', 'Agradecemos às famílias participantes.', 'main.acknowledgements'],
      ["Déclaration de liens d'intérêts", 'Aucun.', 'declaration.conflicts_of_interest'],
      ['Contribution des auteurs', "CD a conçu l'étude.", 'declaration.author_contributions'],
    ];
    for (const [heading, text, step] of statements) {
      const steps = stepsByText(...FRONT, ...BODY, boldP(heading), p(text), boldP('Bibliografía'));
      expect(steps[text], heading).toEqual([step]);
    }
    const closing = 'Políticas de proteção social devem priorizar domicílios chefiados por mulheres.';
    const steps = stepsByText(...FRONT, ...BODY, boldP('Considerações finais'), p(closing));
    expect(steps[closing]).toEqual(['main.conclusions']);
  });
});
