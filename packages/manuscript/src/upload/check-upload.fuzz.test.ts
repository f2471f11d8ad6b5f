import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSharedData } from '../test-support/shared-data.ts';
import { checkUpload } from './check-upload.ts';

// Property tests on mutated real files: whatever the bytes, the check answers (accepts or refuses with a code) and
// never throws or hangs. Two small real manuscripts keep each run fast.
const SAMPLES = [
  'manuscripts/citation-fields/pandoc_zotero_citations.docx',
  'manuscripts/citation-fields/pandoc_mendeley_citations.docx',
].map((file) => readSharedData(file));

// No clock (speed is `npm run bench`): a run that hangs fails the describe's guard timeout.
const answered = (bytes: Uint8Array) => {
  const result = checkUpload([{ name: 'fuzz.docx', bytes }]);
  expect(result.ok || typeof result.code === 'string').toBe(true);
};

// Mutations that keep the XML reachable: the zip is rebuilt around a damaged document.xml.
const XML_INSERTS = [
  '<w:fldChar w:fldCharType="begin"/>',
  '<w:fldChar w:fldCharType="end"/>',
  '<w:fldChar w:fldCharType="separate"/>',
  '<w:instrText>ADDIN EN.CITE</w:instrText>',
  '<w:instrText>ADDIN CSL_CITATION {"citationItems":[{"itemData":{"title":1}}]}</w:instrText>',
  '<w:tbl><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr></w:tc></w:tr></w:tbl>',
  '<m:oMath><m:r><m:t>x</m:t></m:r></m:oMath>',
  '</w:p><w:p>',
  '<w:del><w:r><w:t>gone</w:t></w:r></w:del>',
  '<w:numPr><w:ilvl w:val="99"/><w:numId w:val="7"/></w:numPr>',
  '&#0;',
  '<!DOCTYPE x>',
];

// 300 runs each: seconds on a quiet machine, more on a loaded one.
describe('the reader survives mutated real files', { timeout: 120_000 }, () => {
  it('random byte flips and truncations of the zip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
        (sample, flips, cut) => {
          const bytes = sample.slice(0, cut === undefined ? sample.length : cut % sample.length);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          answered(bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random edits of document.xml inside a valid zip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.oneof(fc.constantFrom(...XML_INSERTS), fc.string({ maxLength: 12 })),
            fc.nat({ max: 40 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (sample, edits) => {
          const files = unzipSync(sample);
          let xml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
          for (const [at, insert, remove] of edits) {
            const position = at % xml.length;
            xml = xml.slice(0, position) + insert + xml.slice(position + remove);
          }
          files['word/document.xml'] = strToU8(xml);
          answered(zipSync(files));
        },
      ),
      { numRuns: 300 },
    );
  });
});
