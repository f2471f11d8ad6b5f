// Words whose capitals carry meaning and must survive any case change.
const PROPER_NOUNS = new Set(
  (
    'Alzheimer Parkinson Huntington Crohn Hodgkin Down Cushing Addison Graves Hashimoto Kawasaki Lyme Ebola Zika ' +
    'Gram Bayes Bayesian Gaussian Markov Poisson Fourier Kaplan Meier Cox Pearson Spearman Wilcoxon Fisher ' +
    'Darwin Darwinian Mendel Mendelian Newton Newtonian Einstein Euler Monte Carlo Medicare Medicaid ' +
    'English French German Spanish Italian Chinese Japanese Korean Indian African American European Asian ' +
    'Australian Canadian British Dutch Swedish Danish Norwegian Finnish Brazilian Mexican Arab Latino Hispanic ' +
    'Africa America Europe Asia Australia Canada China Japan Korea India Brazil Mexico Germany France Italy Spain ' +
    'Sweden Norway Denmark Finland Netherlands Switzerland Austria Belgium Ireland Scotland England Wales UK USA ' +
    'Iran Iraq Israel Egypt Nigeria Kenya Ethiopia Uganda Ghana Tanzania Pakistan Bangladesh Nepal Thailand Vietnam ' +
    'Taiwan Singapore Malaysia Indonesia Philippines Turkey Greece Poland Russia Ukraine Portugal Chile Peru ' +
    'Argentina Colombia Cuba Haiti London Paris Tokyo Beijing Shanghai Seoul Boston Texas California Florida ' +
    'Utah Colorado Alaska Wuhan Jurassic Cretaceous Triassic Permian Cambrian Devonian Miocene Pleistocene ' +
    'Holocene Mesozoic Cenozoic Paleozoic Internet Bluetooth Android Windows Linux Twitter Facebook Google ' +
    'Medline PubMed Cochrane Bonferroni Tukey Student Likert Apgar Glasgow Framingham Rotterdam Helsinki ' +
    'Caucasian Hispanic Christian Muslim Jewish Buddhist Catholic Protestant Mediterranean Atlantic Pacific ' +
    'Arctic Antarctic Amazon Sahara Himalaya Himalayan Alps Nile Mars Earth Moon Sun Jupiter Saturn Venus ' +
    'Escherichia Staphylococcus Streptococcus Salmonella Pseudomonas Klebsiella Mycobacterium Plasmodium ' +
    'Candida Aspergillus Drosophila Arabidopsis Caenorhabditis Saccharomyces Homo Mus Danio Xenopus Rattus ' +
    'Helicobacter Clostridium Clostridioides Listeria Legionella Neisseria Haemophilus Bacillus Enterococcus ' +
    'Toxoplasma Trypanosoma Leishmania Schistosoma Dinosauria Tyrannosaurus Haplocanthosaurus Archaeopteryx'
  ).split(' '),
);

/**
 * True when a word must keep its capitals through title or sentence casing: acronyms (DNA, BRCA1, COVID-19),
 * mixed case (mRNA, pH, iPSC, McDonald), words with digits (H2O, CO2, IL-6, p53), chemical formulas (NaCl,
 * Ca2+), and known proper nouns (Alzheimer, Bayesian, Wuhan). Possessives count: "Alzheimer's".
 */
export function isProtectedWord(word: string): boolean {
  const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+-]+$/gu, '').replace(/['’]s$/, '');
  if (bare === '') return false;
  if (/\d/.test(bare) && /\p{L}/u.test(bare)) return true;
  // Any capital after the first character: DNA, mRNA, pH, McDonald, NaCl, SARS-CoV-2, T-cell is not (see below).
  const parts = bare.split('-');
  if (parts.some((part) => /\p{Lu}/u.test(part.slice(1)) || /^\p{Ll}+\p{Lu}/u.test(part))) return true;
  if (/^\p{Lu}$/u.test(bare) && bare !== 'A') return true;
  return parts.some((part) => PROPER_NOUNS.has(part));
}
