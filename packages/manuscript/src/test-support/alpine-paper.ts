import { boldP, p } from './build-docx.ts';

/** One paper's texts, shared by the tagger's layout tests, each of which varies one part of the paper around them. */
export const ALPINE = {
  title: 'Warming accelerates soil respiration in alpine grasslands',
  byline: 'Maria Rossi and John Smith',
  affiliation: 'Institute of Ecology, University of Bern, Bern, Switzerland',
  abstract: [
    'Alpine soils store large amounts of organic carbon that low temperatures have protected for millennia, but how fast this carbon is lost as the climate warms is poorly known.',
    'We warmed twelve plots in three alpine grasslands by 1.5 °C with open-top chambers for four years and measured soil respiration every month of the snow-free season.',
    'Soil respiration rose by 23% under warming in every year, and the rise did not weaken over time.',
    'Alpine soils may therefore lose carbon faster than lowland soils as the climate warms.',
  ].join(' '),
  introduction: 'Soils hold more carbon than the atmosphere (Smith et al., 2019).',
  methods: 'We warmed twelve plots with open-top chambers from 2018 to 2021.',
  results: 'Respiration rose by 23% under warming in every year.',
};

/** The title page (title, byline, affiliation) and the abstract under a bold "Abstract". */
export const ALPINE_FRONT = [
  p(ALPINE.title),
  p(ALPINE.byline),
  p(ALPINE.affiliation),
  boldP('Abstract'),
  p(ALPINE.abstract),
];
