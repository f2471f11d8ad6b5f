import type { BodySection } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { keySections, nextSectionKey, toBodySections } from './section-keys.ts';
import { moveItem, moveSection, moveStep, placeStep, removeStep, unplacedSteps } from './section-order.ts';
import { BODY_STEPS, isDraggableStep, TABLE_STEPS } from './step-rules.ts';

const SECTIONS: BodySection[] = [
  { heading: 'Introduction', from: ['main.introduction'], required: true },
  { heading: 'Methods', from: ['main.materials_and_methods', 'declaration.ethics'], required: true },
  { heading: 'Results', from: ['main.results'], required: true },
  { heading: 'References', from: ['back.references'], required: true },
];

const headings = (sections: { heading: string | null }[]) => sections.map((section) => section.heading);

describe('section order', () => {
  it('moves a section to the place of another, both ways, keeping keys', () => {
    const keyed = keySections(SECTIONS);
    const down = moveSection(keyed, 'section-0', 'section-2');
    expect(headings(down)).toEqual(['Methods', 'Results', 'Introduction', 'References']);
    const up = moveSection(down, 'section-3', 'section-1');
    expect(headings(up)).toEqual(['References', 'Methods', 'Results', 'Introduction']);
    expect(up.map((section) => section.key)).toEqual(['section-3', 'section-1', 'section-2', 'section-0']);
  });

  it('leaves the order alone for an unknown key or an out-of-range index', () => {
    const keyed = keySections(SECTIONS);
    expect(headings(moveSection(keyed, 'section-9', 'section-0'))).toEqual(headings(SECTIONS));
    expect(moveItem([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
  });

  it('reorders the steps of one section and refuses to move table steps', () => {
    const keyed = keySections(SECTIONS);
    const moved = moveStep(keyed, 'section-1', 'declaration.ethics', 'main.materials_and_methods');
    expect(moved[1]?.from).toEqual(['declaration.ethics', 'main.materials_and_methods']);
    expect(moveStep(keyed, 'section-1', 'table.title', 'declaration.ethics')[1]?.from).toEqual(
      SECTIONS[1]?.from,
    );
  });

  it('places a step once: adding it to one section takes it out of the other', () => {
    const keyed = keySections(SECTIONS);
    const placed = placeStep(keyed, 'section-2', 'declaration.ethics');
    expect(placed[1]?.from).toEqual(['main.materials_and_methods']);
    expect(placed[2]?.from).toEqual(['main.results', 'declaration.ethics']);
    expect(placeStep(keyed, 'section-2', 'table.annotation')[2]?.from).toEqual(['main.results']);
  });

  it('lists the body steps no section or title page holds, in the vocabulary order', () => {
    const keyed = removeStep(keySections(SECTIONS), 'section-1', 'declaration.ethics');
    const open = unplacedSteps(keyed, ['declaration.funding'], BODY_STEPS);
    expect(open).toContain('declaration.ethics');
    expect(open).not.toContain('declaration.funding');
    expect(open).not.toContain('main.introduction');
    expect(open.indexOf('main.discussion')).toBeLessThan(open.indexOf('back.appendix'));
  });

  it('knows the table steps and never lets them drag', () => {
    expect(TABLE_STEPS).toEqual(['table.title', 'table.annotation']);
    expect(TABLE_STEPS.some(isDraggableStep)).toBe(false);
    expect(BODY_STEPS.every(isDraggableStep)).toBe(true);
  });

  it('gives new sections fresh keys and writes blank headings as none', () => {
    const keyed = keySections(SECTIONS);
    expect(nextSectionKey(keyed)).toBe('section-4');
    const blank = keyed.map((section, index) => (index === 0 ? { ...section, heading: '  ' } : section));
    expect(toBodySections(blank)[0]).toEqual({ heading: null, from: ['main.introduction'], required: true });
  });
});
