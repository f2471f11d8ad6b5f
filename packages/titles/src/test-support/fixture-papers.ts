import type { TitledAbstract } from '../index/titled-abstract.ts';

// Hand-written, invented papers (not taken from any corpus) for the unit tests' tiny index.
export const FIXTURE_PAPERS: TitledAbstract[] = [
  {
    pmid: '900001',
    title:
      'Effect of green tea extract on blood pressure in adults with hypertension: a randomized controlled trial',
    abstract:
      'BACKGROUND: Green tea extract may lower blood pressure. OBJECTIVE: To evaluate the effect of green tea extract on blood pressure in adults with hypertension. METHODS: We randomly assigned 120 adults with hypertension to green tea extract or placebo for 12 weeks. RESULTS: Systolic blood pressure fell by 6 mmHg with green tea extract (95% CI 3 to 9; p < 0.001). CONCLUSIONS: Green tea extract lowers blood pressure in adults with hypertension.',
  },
  {
    pmid: '900002',
    title: 'Sleep duration and cognitive decline in older adults: a prospective cohort study',
    abstract:
      'We examined whether short sleep duration is associated with cognitive decline in older adults. In a prospective cohort study, 2,000 older adults reported their sleep duration and completed memory tests every two years. Short sleep duration was associated with faster cognitive decline (hazard ratio 1.4). Sleep duration is a modifiable risk factor for cognitive decline.',
  },
  {
    pmid: '900003',
    title: 'Vitamin D supplementation and fracture risk in postmenopausal women',
    abstract:
      'Vitamin D supplementation is widely used to prevent fractures. We assessed fracture risk in 800 postmenopausal women given vitamin D supplementation or placebo. Vitamin D supplementation did not reduce fracture risk in postmenopausal women. Routine vitamin D supplementation is not supported for fracture prevention.',
  },
  {
    pmid: '900004',
    title: 'Exercise training improves insulin sensitivity in patients with type 2 diabetes',
    abstract:
      'Insulin sensitivity is impaired in type 2 diabetes. To determine whether exercise training improves insulin sensitivity, 60 patients with type 2 diabetes completed 16 weeks of exercise training. Insulin sensitivity increased significantly after exercise training (p = 0.01). Exercise training improves insulin sensitivity in patients with type 2 diabetes.',
  },
  {
    pmid: '900005',
    title: 'Blood pressure control in primary care: a cross-sectional study',
    abstract:
      'Poor blood pressure control remains common. In this cross-sectional study we reviewed the records of 5,000 patients with hypertension treated in primary care. Only 45% of patients with hypertension reached the blood pressure target. Blood pressure control in primary care is poor.',
  },
  {
    pmid: '900006',
    title: 'Cerebral abscess in a 54-year-old man: a case report',
    abstract:
      'We report the case of a 54-year-old man who presented with headache and fever. Imaging showed a cerebral abscess in the left frontal lobe. The cerebral abscess was drained and the patient recovered after six weeks of antibiotics. Cerebral abscess should be considered in patients with headache and fever.',
  },
];

/** A trial protocol: aims and methods only, no finding yet. */
export const PROTOCOL_ABSTRACT =
  'BACKGROUND: Green tea extract might lower blood pressure in adults with hypertension, but trials are small. OBJECTIVE: To evaluate the effect of green tea extract on blood pressure in adults with hypertension. METHODS: In this randomized controlled trial, 300 adults with hypertension will be randomly assigned to green tea extract or placebo for 24 weeks. The primary outcome will be systolic blood pressure at 24 weeks. Secondary outcomes will include heart rate and adverse events.';

/** An abstract that reports a finding (with its numbers). */
export const FINDING_ABSTRACT =
  'Salt intake raises blood pressure in many adults. To evaluate the effect of a low-salt diet on blood pressure in older adults with hypertension, we randomly assigned 200 older adults with hypertension to a low-salt diet or their usual diet for 8 weeks. The low-salt diet reduced systolic blood pressure by 7 mmHg compared with the usual diet (95% CI 4 to 10; p < 0.001). A low-salt diet lowers blood pressure in older adults with hypertension.';
