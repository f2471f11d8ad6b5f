import { describe, expect, it } from 'vitest';
import { augmentAnystyle } from './augment-anystyle.ts';
import { readAnystyle } from './read-anystyle.ts';
import { seededRandom } from './seeded-random.ts';

const XML = `<dataset>
  <sequence><author>Lee, L. L.</author><date>(1990).</date><title>Gophers.</title><location>London:</location><publisher>Elsevier.</publisher></sequence>
  <sequence><author>Solon, G.,</author><date>1999,</date><title>“Mobility,”</title><location>New York:</location><publisher>Wiley,</publisher><pages>pp. 5–9.</pages></sequence>
</dataset>`;

/** Each labelled run of a string as [label, text], spaces between fields left out. */
function runs(text: string, labels: (string | undefined)[]): [string, string][] {
  const result: [string, string][] = [];
  for (let index = 0; index < text.length; index++) {
    const label = labels[index];
    if (!label) continue;
    const last = result.at(-1);
    if (last && last[0] === label && labels[index - 1] === label) last[1] += text[index];
    else result.push([label, text[index] as string]);
  }
  return result;
}

describe('augmentAnystyle', () => {
  const strings = readAnystyle(XML);
  const made = augmentAnystyle(strings, 40, seededRandom(1));

  it('keeps each layout: field order and the marks around fields, with a label for every character', () => {
    for (const string of made) {
      expect(string.labels).toHaveLength(string.text.length);
      const fields = runs(string.text, string.labels);
      const source = strings.find(
        (candidate) =>
          runs(candidate.text, candidate.labels)
            .map(([label]) => label)
            .join() === fields.map(([label]) => label).join(),
      );
      expect(source).toBeDefined();
      // "London:" may become "New York:", never "New York" or "London,".
      const location = fields.find(([label]) => label === 'location')?.[1] ?? '';
      expect(location).toMatch(/^(London|New York):$/);
    }
  });

  it('swaps words between strings', () => {
    const texts = new Set(made.map((string) => string.text));
    expect(texts.has('Lee, L. L. (1999). Gophers. New York: Elsevier.')).toBe(true);
    // Names stay with their string's layout.
    expect([...texts].every((text) => /^(Lee, L\. L\. \(|Solon, G\., )/.test(text))).toBe(true);
  });
});
