import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutoTagProgress } from './auto-tag-progress.tsx';
import type { AutoTagView } from './auto-tag-view.ts';

/** Every opening tag that carries `attribute`, as rendered. */
function tagsWith(html: string, attribute: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(` ${attribute}=`));
}

describe('AutoTagProgress', () => {
  it('puts the value text and label on the progressbar only (axe aria-allowed-attr on the plain root before)', () => {
    const view = { phase: 'start', step: null, percent: 40 } as unknown as AutoTagView;
    const html = renderToStaticMarkup(
      <MantineProvider>
        <AutoTagProgress view={view} />
      </MantineProvider>,
    );
    const valued = tagsWith(html, 'aria-valuetext');
    expect(valued).toHaveLength(1);
    expect(valued[0]).toContain('role="progressbar"');
    expect(valued[0]).toContain('aria-valuenow="40"');
    expect(valued[0]).toContain('aria-label=');
    expect(valued[0]).not.toContain('aria-valuetext="40%"');
  });
});
