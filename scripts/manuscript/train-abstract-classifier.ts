// Builds packages/manuscript/src/tagger/abstract-sentence-model.json: the sentence classifier that splits an
// unstructured abstract into background / methods / results / conclusions, trained on the labelled structured
// abstracts of the shared PubMed corpus (efetch XML and MEDLINE records). Softmax regression by SGD
// (abstract-training.ts); features kept when seen in enough abstracts, weights stored in hundredths so the file
// stays small enough to ship to the browser. One abstract in ten (by PMID) is held out for the accuracy on record.
// Run: nice -n 10 npx tsx scripts/manuscript/train-abstract-classifier.ts
import fs from 'node:fs';
import path from 'node:path';
import { abstractFeatures } from '../../packages/manuscript/src/tagger/abstract-features.ts';
import type { AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { classifyAbstractSentences } from '../../packages/manuscript/src/tagger/classify-abstract-sentences.ts';
import { abstractSentences, trainAbstractModel } from './abstract-training.ts';
import { readLabelledAbstracts } from './read-labelled-abstracts.ts';

const OUT = path.resolve(
  import.meta.dirname,
  '../../packages/manuscript/src/tagger/abstract-sentence-model.json',
);

const started = Date.now();
const abstracts = readLabelledAbstracts();
// Held out by PMID, so the split is the same on every run.
const heldOut = abstracts.filter((a) => Number(a.pmid) % 10 === 0);
const training = abstracts.filter((a) => Number(a.pmid) % 10 !== 0);
// Features in at least 20 abstracts and a real L2 penalty: the field's own words weigh less, the general cues more.
const model = trainAbstractModel(training, {
  features: abstractFeatures,
  epochs: 6,
  minAbstracts: 20,
  l2: 1e-3,
});

let right = 0;
let total = 0;
for (const abstract of heldOut) {
  const { sentences, labels } = abstractSentences(abstract);
  classifyAbstractSentences(sentences, model).forEach((label, i) => {
    total++;
    if (model.labels.indexOf(label.part) === labels[i]) right++;
  });
}
model.trainedOn.heldOutAccuracy = Math.round((right / total) * 1000) / 1000;
fs.writeFileSync(OUT, formatModel(model));
console.log(
  `abstracts ${abstracts.length} (training ${training.length}, held out ${heldOut.length}); sentences ` +
    `${model.trainedOn.sentences}; features ${Object.keys(model.weights).length}; held-out sentence accuracy ` +
    `${model.trainedOn.heldOutAccuracy} (${total} sentences); ${(fs.statSync(OUT).size / 1024).toFixed(0)} KB; ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/** The model as JSON laid out the way Biome formats it (one feature per line), so the file passes the check. */
function formatModel({ labels, scale, weights, trainedOn }: AbstractModel): string {
  const json = JSON.stringify;
  const rows = Object.entries(weights).map(([feature, w]) => `    ${json(feature)}: [${w.join(', ')}]`);
  return [
    '{',
    `  "labels": [${labels.map((l) => json(l)).join(', ')}],`,
    `  "scale": ${scale},`,
    '  "weights": {',
    rows.join(',\n'),
    '  },',
    `  "trainedOn": { ${Object.entries(trainedOn)
      .map(([key, value]) => `${json(key)}: ${json(value)}`)
      .join(', ')} }`,
    '}',
    '',
  ].join('\n');
}
