import type { StepValue } from '@galley/contracts';
import type { AbstractPart } from './abstract-model.ts';
import {
  moreLanguagesAbstractPart,
  moreLanguagesCombined,
  moreLanguagesSection,
} from './heading-words-more-languages.ts';

/** What a heading opens: a step's section, the abstract, or a section no step takes (abbreviations, tables). */
export type HeadingTarget =
  | { kind: 'step'; step: StepValue }
  | { kind: 'abstract' }
  | { kind: 'none' }
  /** Limitations, future directions: part of the discussion, or of whatever section they sit in as a subheading. */
  | { kind: 'discussion-part' }
  /**
   * Related work, literature review, theoretical framework: the introduction's own section when it follows the
   * introduction; elsewhere (a CS paper's "Related work" after its experiments) part of the section it sits in.
   */
  | { kind: 'background' }
  /**
   * Study area, study sites, and a modelling paper's "Model description": the methods' own section when it follows
   * the introduction (a field study names its methods so); elsewhere part of the section it sits in.
   */
  | { kind: 'methods-part' };

const step = (value: StepValue): HeadingTarget => ({ kind: 'step', step: value });

/**
 * One heading over both results and discussion. The lexicon answers main.results for it (the section opens with
 * its findings); the tagger then splits the section's paragraphs between the two steps.
 */
const COMBINED_RESULTS_AND_DISCUSSION =
  /^(?:(?:experimental |empirical |main )?results and discussions?|discussion and results|discussion of (?:the )?results|findings and discussion|results and interpretation|结果与讨论|结果和讨论|結果と考察|결과 ?및 ?고찰|résultats et discussion|resultados y discusión|resultados e discussão|ergebnisse und diskussion)$/u;

/**
 * Section headings and their synonyms, in English and in the languages manuscripts reach us in (Korean, Chinese,
 * Japanese, German, French, Spanish, Portuguese; Russian, Turkish, Italian, Polish and Dutch as plain words in
 * heading-words-more-languages.ts, tried after these), matched against the whole normalized heading. Order matters: the
 * first match wins, so the combined and more specific forms come before the bare words.
 */
const SECTIONS: [RegExp, HeadingTarget][] = [
  [
    /^(?:abstract|summary|structured abstract|synopsis|résumé|resumo|resumen|zusammenfassung|abstrakt|要旨|抄録|摘要|中文摘要|초록|요약|국문 ?초록)$/u,
    { kind: 'abstract' },
  ],
  [
    /^(?:key[- ]?words?|index terms|(?:additional )?key ?words and phrases|ccs concepts|general terms|acm (?:ccs|computing classification)(?: system)?|jel(?: classification)?(?: codes?| numbers?)?|中图分类号|中圖分類號|(?:msc|ams|mathematics)(?: \d{4})?(?: subject)? classifications?(?: codes?)?(?: \(?\d{4}\)?)?|msc ?\(?\d{4}\)?|pacs(?: codes?| numbers?)?|mots[- ]clés|palabras clave|palavras[- ]chave|schlüsselwörter|schlagwörter|关键词|關鍵詞|关键字|キーワード|주제어|핵심어|키워드|중심 ?단어)$/u,
    step('abstract.keywords'),
  ],
  [/^(?:title|article title|full title|题目|标题|タイトル|表題|제목|논문 ?제목)$/u, step('front.title')],
  [
    /^(?:short title|running (?:title|head|headline)|short running title|abbreviated title|running head title|略题|运行标题|欄外見出し|ランニングタイトル|간추린 ?제목|축약 ?제목)$/u,
    step('front.running_title'),
  ],
  [
    /^(?:authors?|author information|author details|authors? and affiliations|作者|作者信息|著者|著者情報|저자|저자 ?정보)$/u,
    step('front.authors'),
  ],
  [
    /^(?:affiliations?|author affiliations?|institutional affiliations?|单位|作者单位|所属|소속)$/u,
    step('front.affiliations'),
  ],
  [
    /^(?:correspondence|corresponding authors?|authors? for correspondence|address (?:for|of) correspondence|correspondence (?:address|to)|contact information|通讯作者|通信作者|責任著者|連絡先|교신 ?저자|교신처)$/u,
    step('front.correspondence'),
  ],
  [
    /^(?:related (?:work|works|research|literature)|(?:background and |literature review and )?related work|literature review|review of (?:the )?(?:related )?literature|(?:theoretical|conceptual) (?:background|framework)|(?:institutional|historical|policy|legal|regulatory|theoretical) (?:background|context|setting)|theoretical background and hypothes[ei]s|(?:prior|previous) (?:work|research|studies)|state of the art)$/u,
    { kind: 'background' },
  ],
  [
    /^(?:introduction|introduction and background|background(?: and (?:aims?|objectives?|motivation|rationale))?|general introduction|motivation|overview|main|main text|introducción|introdução|einleitung|einführung|hintergrund|introducción y objetivos|引言|前言|绪论|緒言|序論|はじめに|背景|서론|서 론|연구 ?배경|배경|머리말)$/u,
    step('main.introduction'),
  ],
  [COMBINED_RESULTS_AND_DISCUSSION, step('main.results')],
  [
    /^(?:(?:materials?|patients?|subjects?|participants?|samples?|data) (?:and|&) methods?|methods? and (?:materials?|data|patients?)|methods?|methodology|star ?★? ?methods|online methods|method details|experimental model and (?:study participant|subject) details|quantification and statistical analysis|key resources table|resource availability|experimental(?: section| procedures?| methods?| design| details| setup)?|experimental data and analysis|experiments?|study design(?: and methods?)?|study (?:areas?|sites?|regions?) and (?:data|methods?)|data and study areas?|methods and analysis|data and methodology|research design and methods|materials?|methods and study design|online methods|star methods|方法|材料与方法|材料和方法|研究方法|対象と方法|材料と方法|方法と材料|研究方法|연구 ?방법|대상 ?및 ?방법|재료 ?및 ?방법|방법|méthodes?|matériels? et méthodes|(?:materiale?s?|pacientes|sujetos|participantes) y métodos?|métodos?|(?:materia(?:l|is)|casuística|pacientes) e métodos|methoden|material und methoden|methodik)$/u,
    step('main.materials_and_methods'),
  ],
  [
    /^(?:results?|findings|empirical results|experimental results|main results?|numerical (?:experiments|results|examples|illustrations)|case (?:presentation|description|history|details)|clinical (?:presentation|case)|presentation of (?:the )?case|结果与分析|结果和分析|结果分析|結果と分析|결과 ?및 ?분석|results of (?:the )?(?:study|analysis|experiments?)|结果|結果|결과|연구 ?결과|résultats|resultados|ergebnisse)$/u,
    step('main.results'),
  ],
  [
    /^(?:discussion|general discussion|discussion and conclusions?|discussion and implications|discussion and future (?:work|directions)|讨论|討論|考察|고찰|논의|discussion générale|discusión|discussão|diskussion)$/u,
    step('main.discussion'),
  ],
  [
    /^(?:conclusions?|conclusions? and (?!(?:general )?discussions?$)[\p{L} -]{3,40}|(?:concluding|closing|final) (?:remarks|comments|thoughts|notes|considerations)|summary and (?:conclusions?|outlook|perspectives?|future (?:work|directions|research|prospects)|recommendations|implications)|outlook|结论|結論|結語|まとめ|结论与展望|結論と展望|결론|결론 ?및 ?제언|맺음말|conclusiones?|conclusión|conclusões|conclusão|considera(?:ciones|ções) finales|considerações finais|schlussfolgerung(?:en)?|fazit(?: für die praxis)?)$/u,
    step('main.conclusions'),
  ],
  [
    /^(?:(?:strengths and )?limitations(?: of (?:the|this|our) (?:study|work|analysis))?|(?:study|methodological) limitations|limitations and (?:strengths|(?:further|future) (?:work|research|directions))|(?:future|further) (?:work|research|directions|perspectives|studies)|implications(?: for (?:practice|policy|research|future research))?|(?:clinical|practical|theoretical|policy) implications|strengths and weaknesses|comparison with (?:other|previous|prior|existing) (?:studies|research|work|literature)|comparison with (?:the )?literature|(?:statement of )?principal findings|threats to (?:the )?validity|relevance (?:to|for) (?:clinical )?practice|interpretation(?: of (?:the )?(?:results|findings))?)$/u,
    { kind: 'discussion-part' },
  ],
  [
    /^(?:study (?:areas?|sites?|regions?)|(?:description of (?:the )?study (?:area|site|region)|site description)s?|(?:the )?models?(?: (?:description|formulation|structure|development|overview|framework|set-?up|design|parameteri[sz]ation))?(?: and (?:data|parameteri[sz]ation|calibration|simulations?))?|simulations? (?:set-?up|design|framework|protocol)|(?:description|formulation|structure|overview) of the (?:model|simulations?))$/u,
    { kind: 'methods-part' },
  ],
  [
    /^(?:acknowledge?ments?|acknowledge?ment(?:s)? and funding|thanks|additional contributions|谢辞|致谢|致謝|謝辞|감사의 ?글|사사|remerciements|agradecimientos?|agradecimentos|danksagung)$/u,
    step('main.acknowledgements'),
  ],
  [
    /^(?:funding(?: (?:information|sources?|statement|details|support))?|sources? of funding|financial (?:support|disclosures?)|grant (?:support|information)|role of the funding source|role of the (?:funders?|sponsors?)(?:\/(?:funders?|sponsors?))?|funding\/support|funding and (?:support|acknowledgements?)|基金|基金项目|基金资助|资助|资助项目|研究資金|資金提供|研究費|助成|助成金|연구비|연구비 ?지원|재정 ?지원|financiación|financiamiento|fuentes? de financiación|financiamento|fontes? de financiamento|apoio financeiro|financement|sources? de financement|finanzierung|förderung)$/u,
    step('declaration.funding'),
  ],
  [
    /^(?:conflicts? of interests?(?: statements?| disclosures?| declarations?)?|competing (?:interests?|financial interests?)(?: statement)?|declaration of (?:competing )?interests?|declarations? of interest|declarations? of conflicting interests?|conflicting interests?|disclosures?(?: statement)?|duality of interest|potential conflicts? of interest|利益冲突|利益衝突|利益相反|이해 ?상충|이해관계|(?:declaración de )?conflictos? de intereses?|(?:declaração de )?conflitos? de interesses?|conflits? d['’]intérêts?|(?:déclaration de )?liens d['’]intérêts?|interessenkonflikte?)$/u,
    step('declaration.conflicts_of_interest'),
  ],
  [
    /^(?:ethics(?: statement| approval)?|ethical (?:approval|considerations|statement|standards)|ethics approval and consent to participate|ethics declarations?|ethical aspects|compliance with ethical standards|consent for publication|consent to (?:participate|publish)(?: and (?:consent )?(?:for|to) publi(?:cation|sh))?|informed consent(?: statement| to participate)?|institutional review board statement|patient consent(?: statement| for publication)?|human (?:and animal )?(?:rights|subjects)|animal (?:ethics|welfare)|伦理声明|倫理声明|倫理的配慮|연구 ?윤리|(?:aspectos|consideraciones|responsabilidades) éticas?|aspectos éticos|considerações éticas|aprovação ética|considérations éthiques|aspects éthiques|ethikvotum|einhaltung ethischer richtlinien|ethische (?:aspekte|standards))$/u,
    step('declaration.ethics'),
  ],
  [
    /^(?:data (?:and (?:code|materials?|software) )?availability(?: statement)?|availability of (?:the )?(?:data|supporting data)(?:(?:,| and|, and) (?:code|(?:other )?materials?|software|analytic code))*|data accessibility(?: statement)?|data (?:and code )?sharing(?: statement)?|code availability|software availability|data deposition|availability|data and code|data archiving(?: statement)?|data statement|research data(?: statement)?|(?:code|software) and data availability|open research(?: statement)?|data (?:access|deposition) statement|数据可用性(?:声明)?|数据获取|자료 ?가용성|データの利用可能性|データ共有|데이터 ?가용성|disponibilidad de (?:los )?datos|disponibilidade (?:de|dos) dados|disponibilité des données|datenverfügbarkeit)$/u,
    step('declaration.data_availability'),
  ],
  [
    /^(?:authors?'? contributions?(?: statement)?|authorship contributions?|author contribution statement|contributions? of (?:the )?authors?|credit (?:authorship )?(?:contribution )?statement|contributors|contributorship|作者贡献|著者の貢献|저자 ?기여|contribuci(?:ones|ón) de (?:los )?autores|contribuciones de autoría|contribuiç(?:ões|ão) dos autores|colaboradores|contributions? des auteurs|autorenbeiträge|beiträge der autoren)$/u,
    step('declaration.author_contributions'),
  ],
  [
    /^(?:references?(?: list| cited)?|bibliography|literature(?: cited)?|works cited|cited literature|reference list|references and notes|参考文献|引用文献|文献|참고 ?문헌|références|bibliographie|referencias|bibliografía|referências|literaturverzeichnis|literatur)$/u,
    step('back.references'),
  ],
  [
    /^(?:figure (?:legends?|captions?|titles and legends)|figures? and tables?(?: legends| captions)?|tables? and figures?(?: legends| captions)?|extended data(?: figures?)?(?: and tables)?|legends? (?:to|for|of) (?:the )?figures?|figures?(?: and (?:figure )?legends)?|figure supplements?|captions|图注|图例|図の説明|図の凡例|그림 ?설명)$/u,
    step('back.figure_legends'),
  ],
  [
    /^(?:(?:online |technical |mathematical )?appendix(?!(?: [a-z0-9]{1,3})? (?:shows?|lists?|gives?|provides?|presents?|contains?|describes?|includes?|reports?|details?|summari[sz]es?|is|are|was|were|has|have)\b)(?: [a-z0-9]{1,3})?(?:[:.–—-]? .*)?|appendices|notes|endnotes|end notes|supplementary (?:materials?|data|information|notes?|files?|methods|figures?|tables?|text|results|analyses|appendix|appendices)|supplemental (?:materials?|data|information)|supporting information|additional (?:files?|material)|online supplement(?:ary material)?|electronic supplementary material|附录|付録|補足資料|补充材料|補充材料|补充资料|보충 ?자료|부록)$/u,
    step('back.appendix'),
  ],
  [
    /^(?:abbreviations(?: used)?|list of abbreviations|nomenclature|glossary|tables?|highlights|(?:graphical|visual|video) abstract|文献标志码|文献標誌碼|文章编号|文章編號|research in context|notes on (?:the )?contributors?|about the authors?|authors?'? biograph(?:y|ies)|biographical notes?|biograph(?:y|ies)|author summary|(?:lay|simple|plain[- ]language|non-technical|one[- ]sentence) summary|teaser|(?:elife |plain[- ]language )?digest|(?:public )?significance statement|statement of significance|impact statement|evidence before this study|added value of this study|implications of all the available evidence|what is already known(?: (?:on|about))? (?:this|the) (?:topic|subject)|what this (?:study|paper) adds|what does this (?:paper|study|article|review|research) (?:add|contribute)(?: to [^?]+)?\??|summary statements?|key messages|key points|(?:(?:abstract|main text|total) )?word counts?|(?:total )?number of (?:words|tables|figures|pages)|submitted to|target journal|manuscript (?:id|no|number|type|category)|article (?:type|category)|type of (?:article|manuscript|paper|submission)|date (?:of submission|submitted)|submission date|article info(?:rmation)?|associated content|peer review(?: information)?|provenance and peer review|publisher[’']?s note|(?:statements and |ethics |ethical )?declarations|acm reference format|additional information|author statements|other information|缩略语|略語|약어)$/u,
    { kind: 'none' },
  ],
];

// What a methods part of a structured abstract names, alone or several joined ("Design and methods", "Setting and
// participants", "Design, setting, participants and measurements").
const METHOD_PART =
  '(?:(?:study |research )?design|setting|participants|subjects|sample|patients|population|methods?|methodology|materials?|data(?: sources?| collection)?|measures?|measurements?|interventions?|procedures?|analys[ie]s|data analysis)';
const METHOD_PARTS = new RegExp(`^${METHOD_PART}(?:(?:,| and|, and| &|/)\\s*${METHOD_PART})+$`, 'u');

/** Labels of a structured abstract's parts (as headings or run-in "Methods:"). */
const ABSTRACT_PARTS: [RegExp, AbstractPart][] = [
  [
    /^(?:background|backgrounds|introduction|context|objectives?|aims?|aims? and objectives?|purpose|rationale|importance|hypothesis|background and (?:aims?|objectives?|purpose)|summary of background data|contexte|objectifs?|but(?: de l['’]étude)?|antecedentes|fundamentos?|introducción|objetivos?|introdução|hintergrund|fragestellung|ziel(?:e|setzung)?(?: der (?:arbeit|studie))?|目的|背景|배경|목적)$/u,
    'background',
  ],
  [
    /^(?:methods?|methodology|materials? and methods?|patients? and methods?|design|study design|setting|participants|subjects|interventions?|measurements?|main outcomes? (?:and )?measures?|design,? setting,? and participants|data sources?|methods and findings|approach|méthodes?|méthodologie|matériels? et méthodes|patients et méthodes|métodos?|metodología|material(?:es)? y métodos|pacientes y métodos|diseño|material e métodos|metodologia|methoden|methodik|material und methoden?|studiendesign|方法|対象と方法|방법|대상 ?및 ?방법)$/u,
    'methods',
  ],
  [METHOD_PARTS, 'methods'],
  [
    /^(?:results?|findings|principal findings|main results|outcomes?|case (?:presentation|description|summary|details)|clinical (?:presentation|case)|résultats|resultados|ergebnisse|结果|結果|결과)$/u,
    'results',
  ],
  [
    /^(?:conclusions?|conclusions? and relevance|conclusions?(?: ?\/ ?| and )significance|interpretation|implications?|significance|discussion|clinical relevance|ethics and dissemination|conclusiones?|conclusión|conclusões|conclusão|schlussfolgerung(?:en)?|diskussion|discusión|discussão|结论|結論|결론)$/u,
    'conclusions',
  ],
];

/**
 * More labels, read as parts only inside an abstract already begun (never a heading in the body, nor the start of
 * an abstract with no heading, where "Location:" or "Statistical analysis:" is a title-page line): medicine's (JAMA's
 * "Exposures", PRISMA's "Eligibility criteria" and "Information sources", Cochrane's "Search methods" and "Authors'
 * conclusions", European Urology's "Evidence acquisition") and ecology's (Global Ecology and Biogeography's
 * "Location", "Time period", "Major taxa studied", "Main conclusions"; "Synthesis and applications").
 */
const INSIDE_ABSTRACT_PARTS: [RegExp, AbstractPart][] = [
  [/^(?:(?:research )?questions?)$/u, 'background'],
  [
    /^(?:location|time period|major taxa(?: studied)?|study (?:area|sites?|region|system|species|organisms?)|exposures?|(?:primary and secondary )?outcome measures?|statistical analys[ie]s|methods and results|study selection|data extraction(?: and synthesis)?|eligibility criteria|information sources|risk of bias(?: assessment)?|search (?:methods|strategy)|selection criteria|data collection and analysis|evidence acquisition)$/u,
    'methods',
  ],
  [/^(?:key results|evidence synthesis)$/u, 'results'],
  [
    /^(?:main conclusions?|authors' conclusions?|implications for (?:practice|policy|research)|synthesis(?: and applications)?|(?:policy|management|conservation) implications)$/u,
    'conclusions',
  ],
];

/** Whether a heading names one section for both results and discussion ("Results & Discussion"). */
export function isCombinedResultsAndDiscussion(normalized: string): boolean {
  return COMBINED_RESULTS_AND_DISCUSSION.test(normalized) || moreLanguagesCombined(normalized);
}

/** The section a heading's text opens, when the lexicon knows it. */
export function matchSectionHeading(normalized: string): HeadingTarget | undefined {
  const found = lookUp(normalized);
  if (found) return found;
  // "参考文献（References）", "摘要 (Abstract)": a heading with its translation in brackets after it.
  const bilingual = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u.exec(normalized);
  const [, before = '', inside = ''] = bilingual ?? [];
  // Only a translation: "Sensitivity analyses (Supplementary Methods)" is a results subsection.
  if (bilingual && CJK.test(before) !== CJK.test(inside)) return lookUp(before) ?? lookUp(inside);
  // "Conflicts of interest/Competing interests" (Springer), "References / 参考文献": two names of one section.
  const [first, second, ...more] = normalized.split(/\s*\/\s*/u);
  if (!first || !second || more.length) return undefined;
  const [one, other] = [lookUp(first), lookUp(second)];
  return one && other && sameTarget(one, other) ? one : undefined;
}

function sameTarget(a: HeadingTarget, b: HeadingTarget): boolean {
  return a.kind === b.kind && (a.kind !== 'step' || (b.kind === 'step' && a.step === b.step));
}

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function lookUp(normalized: string): HeadingTarget | undefined {
  const found = SECTIONS.find(([pattern]) => pattern.test(normalized))?.[1];
  if (found) return found;
  const more = moreLanguagesSection(normalized);
  return more === 'abstract' ? { kind: 'abstract' } : more && step(more);
}

/** The abstract part a label names ("Objective" → background), when it is one. */
export function matchAbstractLabel(normalized: string): AbstractPart | undefined {
  return (
    ABSTRACT_PARTS.find(([pattern]) => pattern.test(normalized))?.[1] ?? moreLanguagesAbstractPart(normalized)
  );
}

/** The abstract part a label names inside an abstract: matchAbstractLabel's and INSIDE_ABSTRACT_PARTS'. */
export function matchAbstractPartLabel(normalized: string): AbstractPart | undefined {
  return (
    matchAbstractLabel(normalized) ?? INSIDE_ABSTRACT_PARTS.find(([pattern]) => pattern.test(normalized))?.[1]
  );
}
