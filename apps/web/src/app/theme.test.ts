import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light as Record<string, string>;

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('theme contrast', () => {
  const names = Object.keys(resolved.colors);

  it.each(names)('writes white at WCAG AA on filled %s, at rest and hovered', (name) => {
    expect(contrast('#ffffff', light[`--mantine-color-${name}-filled`] as string)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(
      contrast('#ffffff', light[`--mantine-color-${name}-filled-hover`] as string),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps our ink blue as it is (it already passes)', () => {
    expect(light['--mantine-color-ink-filled']).toBe(resolved.colors.ink?.[7]);
  });

  it.each(names)('writes light-variant %s text at WCAG AA on its hover shade', (name) => {
    const shades = resolved.colors[name] as readonly string[];
    expect(
      contrast(light[`--mantine-color-${name}-light-color`] as string, shades[2] as string),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('writes form errors (message and border) at WCAG AA on white', () => {
    expect(contrast(light['--mantine-color-error'] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
