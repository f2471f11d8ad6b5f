// Builds packages/manuscript/src/tagger/abstract-sentence-model.json: the sentence classifier that splits an
// unstructured abstract into background / methods / results / conclusions, trained on the labelled structured
// abstracts of the shared PubMed corpus. Softmax regression by SGD; features kept when seen in enough abstracts,
// weights stored in hundredths so the file stays small enough to ship to the browser.
// Run: nice -n 10 npx tsx scripts/manuscript/train-abstract-classifier.ts
import fs from 'node:fs';
import path from 'node:path';
import { abstractFeatures } from '../../packages/manuscript/src/tagger/abstract-features.ts';
import { ABSTRACT_PARTS, type AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { classifyAbstractSentences } from '../../packages/manuscript/src/tagger/classify-abstract-sentences.ts';
import { splitSentences } from '../../packages/manuscript/src/tagger/split-sentences.ts';
import { type LabelledAbstract, readLabelledAbstracts } from './read-labelled-abstracts.ts';
import { seededRandom } from './seeded-random.ts';

const EPOCHS = 6;
const MIN_ABSTRACTS = 8;
const L2 = 1e-5;
const OUT = path.resolve(
  import.meta.dirname,
  '../../packages/manuscript/src/tagger/abstract-sentence-model.json',
);

interface Example {
  features: string[];
  label: number;
}

function examples(abstract: LabelledAbstract): { sentences: string[]; labels: number[] } {
  const sentences: string[] = [];
  const labels: number[] = [];
  for (const section of abstract.sections)
    for (const range of splitSentences(section.text)) {
      sentences.push(section.text.slice(range.start, range.end));
      labels.push(ABSTRACT_PARTS.indexOf(section.part));
    }
  return { sentences, labels };
}

const abstracts = readLabelledAbstracts();
const random = seededRandom(6);
// Held out by PMID parity of a hash, so the split is the same on every run.
const heldOut = abstracts.filter((a) => Number(a.pmid) % 10 === 0);
const training = abstracts.filter((a) => Number(a.pmid) % 10 !== 0);
const data: Example[] = training.flatMap((abstract) => {
  const { sentences, labels } = examples(abstract);
  return sentences.map((sentence, i) => ({
    features: abstractFeatures(sentence, i, sentences.length),
    label: labels[i] ?? 0,
  }));
});

// Keep features that occur in enough abstracts to generalise (and keep the file small).
const documentFrequency = new Map<string, number>();
for (const abstract of training) {
  const seen = new Set(
    examples(abstract).sentences.flatMap((s, i, all) => abstractFeatures(s, i, all.length)),
  );
  for (const feature of seen) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
}
const kept = new Set([...documentFrequency].filter(([, n]) => n >= MIN_ABSTRACTS).map(([f]) => f));
const weights = new Map<string, Float64Array>(
  [...kept].map((f) => [f, new Float64Array(ABSTRACT_PARTS.length)]),
);

for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const rate = 0.2 / (1 + epoch);
  for (let i = data.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [data[i], data[j]] = [data[j] as Example, data[i] as Example];
  }
  for (const example of data) {
    const active = example.features.map((f) => weights.get(f)).filter((w) => w !== undefined);
    const scores = ABSTRACT_PARTS.map((_, k) => active.reduce((sum, w) => sum + (w[k] ?? 0), 0));
    const max = Math.max(...scores);
    const exp = scores.map((s) => Math.exp(s - max));
    const total = exp.reduce((a, b) => a + b, 0);
    for (const w of active)
      for (let k = 0; k < ABSTRACT_PARTS.length; k++) {
        const gradient = (exp[k] ?? 0) / total - (k === example.label ? 1 : 0);
        w[k] = (w[k] ?? 0) * (1 - rate * L2) - rate * gradient;
      }
  }
}

const model: AbstractModel = {
  labels: ABSTRACT_PARTS,
  scale: 100,
  weights: {},
  trainedOn: { abstracts: training.length, sentences: data.length, heldOutAccuracy: 0 },
};
for (const [feature, w] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
  // Integers in hundredths: "-12" is shorter than "-0.12", and two decimals change no decision.
  const rounded = [...w].map((v) => Math.round(v * model.scale));
  // A feature whose weights are all near zero changes no decision either: leave it out of the file.
  if (rounded.some((v) => Math.abs(v) >= 5)) model.weights[feature] = rounded;
}

let right = 0;
let total = 0;
for (const abstract of heldOut) {
  const { sentences, labels } = examples(abstract);
  classifyAbstractSentences(sentences, model).forEach((label, i) => {
    total++;
    if (ABSTRACT_PARTS.indexOf(label.part) === labels[i]) right++;
  });
}
model.trainedOn.heldOutAccuracy = Math.round((right / total) * 1000) / 1000;
fs.writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(
  `abstracts ${abstracts.length} (training ${training.length}, held out ${heldOut.length}); sentences ${data.length}; ` +
    `features ${Object.keys(model.weights).length}; held-out sentence accuracy ${model.trainedOn.heldOutAccuracy}; ` +
    `${(fs.statSync(OUT).size / 1024).toFixed(0)} KB`,
);
