/** The languages headings are written in; the running text stays English (the abstracts we have). */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'ko' | 'zh' | 'ja';

export type SectionKey =
  | 'abstract'
  | 'keywords'
  | 'introduction'
  | 'methods'
  | 'results'
  | 'discussion'
  | 'combined'
  | 'conclusions'
  | 'acknowledgements'
  | 'funding'
  | 'conflicts'
  | 'data'
  | 'contributions'
  | 'ethics'
  | 'references'
  | 'figures'
  | 'appendix'
  | 'articleType';

// Several spellings per heading where authors use several; a language without a word falls back to English.
const WORDS: Record<Language, Partial<Record<SectionKey, string[]>>> = {
  en: {
    abstract: ['Abstract', 'ABSTRACT', 'Summary'],
    keywords: ['Keywords', 'Key words', 'KEYWORDS'],
    introduction: ['Introduction', 'INTRODUCTION', 'Background'],
    methods: [
      'Methods',
      'Materials and Methods',
      'Material and methods',
      'Methodology',
      'Patients and methods',
    ],
    results: ['Results', 'RESULTS', 'Findings'],
    discussion: ['Discussion', 'DISCUSSION', 'General discussion'],
    combined: ['Results and Discussion', 'Results & Discussion'],
    conclusions: ['Conclusions', 'Conclusion', 'Concluding remarks'],
    acknowledgements: ['Acknowledgements', 'Acknowledgments', 'ACKNOWLEDGMENTS'],
    funding: [
      'Funding',
      'Funding information',
      'Financial support',
      'Sources of funding',
      'Funding statement',
    ],
    conflicts: [
      'Conflict of interest',
      'Competing interests',
      'Declaration of competing interest',
      'Disclosures',
    ],
    data: [
      'Data availability',
      'Data Availability Statement',
      'Availability of data and materials',
      'Data accessibility',
    ],
    contributions: [
      'Author contributions',
      "Authors' contributions",
      'CRediT authorship contribution statement',
    ],
    ethics: ['Ethics statement', 'Ethics approval and consent to participate', 'Ethical approval'],
    references: ['References', 'REFERENCES', 'Literature cited', 'Bibliography'],
    figures: ['Figure legends', 'Figure captions', 'Legends to figures'],
    appendix: ['Appendix', 'Appendix A', 'Supplementary material', 'Supporting information', 'Appendices'],
    articleType: [
      'Original Article',
      'Research Article',
      'Article type: Original research',
      'Short communication',
      'Article',
      'Systematic Review',
    ],
  },
  de: {
    abstract: ['Zusammenfassung'],
    introduction: ['Einleitung'],
    methods: ['Material und Methoden', 'Methoden'],
    results: ['Ergebnisse'],
    discussion: ['Diskussion'],
    combined: ['Ergebnisse und Diskussion'],
    conclusions: ['Schlussfolgerungen', 'Fazit', 'Fazit für die Praxis'],
    ethics: ['Einhaltung ethischer Richtlinien'],
    acknowledgements: ['Danksagung'],
    funding: ['Finanzierung', 'Förderung'],
    conflicts: ['Interessenkonflikt', 'Interessenkonflikte'],
    contributions: ['Autorenbeiträge'],
    data: ['Datenverfügbarkeit'],
    articleType: ['Originalarbeit', 'Originalien'],
    references: ['Literatur', 'Literaturverzeichnis'],
  },
  fr: {
    abstract: ['Résumé'],
    keywords: ['Mots-clés'],
    introduction: ['Introduction'],
    methods: ['Matériels et méthodes', 'Méthodes'],
    results: ['Résultats'],
    combined: ['Résultats et discussion'],
    discussion: ['Discussion'],
    acknowledgements: ['Remerciements'],
    funding: ['Financement', 'Sources de financement'],
    conflicts: ["Conflits d'intérêts", "Liens d'intérêts"],
    contributions: ['Contributions des auteurs'],
    ethics: ['Considérations éthiques'],
    data: ['Disponibilité des données'],
    articleType: ['Article original'],
    references: ['Références', 'Bibliographie'],
  },
  es: {
    abstract: ['Resumen'],
    keywords: ['Palabras clave'],
    introduction: ['Introducción'],
    methods: ['Materiales y métodos', 'Métodos'],
    results: ['Resultados'],
    discussion: ['Discusión'],
    conclusions: ['Conclusiones'],
    acknowledgements: ['Agradecimientos'],
    funding: ['Financiación', 'Financiamiento'],
    conflicts: ['Conflicto de intereses', 'Conflictos de intereses'],
    contributions: ['Contribuciones de autoría', 'Contribución de los autores'],
    ethics: ['Consideraciones éticas', 'Aspectos éticos'],
    data: ['Disponibilidad de datos'],
    articleType: ['Original', 'Artículo original', 'Revisión'],
    references: ['Referencias', 'Bibliografía'],
  },
  pt: {
    abstract: ['Resumo'],
    keywords: ['Palavras-chave'],
    introduction: ['Introdução'],
    methods: ['Material e métodos', 'Métodos'],
    results: ['Resultados'],
    discussion: ['Discussão'],
    conclusions: ['Conclusões', 'Considerações finais'],
    acknowledgements: ['Agradecimentos'],
    funding: ['Financiamento'],
    conflicts: ['Conflito de interesses', 'Conflitos de interesse'],
    contributions: ['Colaboradores', 'Contribuições dos autores'],
    ethics: ['Considerações éticas'],
    data: ['Disponibilidade de dados'],
    articleType: ['Artigo Original', 'Artigo de Revisão'],
    references: ['Referências'],
  },
  ko: {
    abstract: ['초록', '요약'],
    keywords: ['주제어', '키워드'],
    introduction: ['서론', '연구 배경'],
    methods: ['연구 방법', '대상 및 방법', '재료 및 방법'],
    results: ['결과', '연구 결과'],
    discussion: ['고찰', '논의'],
    conclusions: ['결론'],
    acknowledgements: ['감사의 글'],
    conflicts: ['이해 상충'],
    references: ['참고문헌'],
    appendix: ['부록'],
  },
  zh: {
    abstract: ['摘要'],
    keywords: ['关键词'],
    introduction: ['引言', '前言'],
    methods: ['材料与方法', '方法'],
    results: ['结果'],
    discussion: ['讨论'],
    combined: ['结果与讨论'],
    conclusions: ['结论'],
    acknowledgements: ['致谢'],
    funding: ['基金资助'],
    conflicts: ['利益冲突'],
    references: ['参考文献'],
    appendix: ['附录'],
  },
  ja: {
    abstract: ['要旨', '抄録'],
    keywords: ['キーワード'],
    introduction: ['緒言', 'はじめに'],
    methods: ['対象と方法', '材料と方法'],
    results: ['結果'],
    discussion: ['考察'],
    combined: ['結果と考察'],
    conclusions: ['結論', 'まとめ'],
    acknowledgements: ['謝辞'],
    conflicts: ['利益相反'],
    references: ['文献', '引用文献'],
    appendix: ['付録'],
  },
};

/** The spellings of a section heading in a language (English when the language has none). */
export function sectionWords(language: Language, key: SectionKey): string[] {
  return WORDS[language][key] ?? WORDS.en[key] ?? [key];
}

const TABLE_WORD: Partial<Record<Language, string>> = {
  de: 'Tabelle',
  fr: 'Tableau',
  es: 'Tabla',
  pt: 'Tabela',
  ko: '표',
  zh: '表',
  ja: '表',
};
const FIGURE_WORD: Partial<Record<Language, string>> = {
  de: 'Abbildung',
  es: 'Figura',
  pt: 'Figura',
  ko: '그림',
  zh: '图',
  ja: '図',
};

/** The word for "Table" or "Figure" in a caption, in the language (or English). */
export function captionWord(language: Language, kind: 'table' | 'figure'): string | undefined {
  return (kind === 'table' ? TABLE_WORD : FIGURE_WORD)[language];
}
