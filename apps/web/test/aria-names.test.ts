import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedGenericElements } from './named-generic-elements.ts';

const SOURCE = path.resolve(import.meta.dirname, '../src');

describe('accessible names in the web source', () => {
  it('names no generic element without a role', () => {
    const files = fs
      .readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => path.join(SOURCE, name));
    expect(files.length).toBeGreaterThan(50);
    expect(
      files.flatMap((file) => namedGenericElements(SOURCE, file, fs.readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });

  it('finds a name on a div, a Loader or a Text, and leaves roles, spreads and other elements alone', () => {
    const source = [
      'const a = <div aria-label="Loading" aria-busy />;',
      'const b = <Loader aria-label="Loading" />;',
      'const c = <Text aria-labelledby="x">1</Text>;',
      'const d = <div role="status" aria-label="Loading" />;',
      'const e = <Loader {...props} aria-label="Loading" />;',
      'const f = <Box component="section" aria-label="Plans" />;',
      'const g = <button aria-label="Close" />;',
      'const h = <div aria-hidden />;',
    ].join('\n');
    expect(namedGenericElements(SOURCE, path.join(SOURCE, 'x.tsx'), source)).toEqual([
      'x.tsx:1 <div>',
      'x.tsx:2 <Loader>',
      'x.tsx:3 <Text>',
    ]);
  });
});
