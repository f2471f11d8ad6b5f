import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

/*
 * A deep "ink" blue: the colour of print and of the journals our users publish in, calm enough for long
 * reading and with enough contrast for white button text at shade 7 (WCAG AA).
 */
const ink: MantineColorsTuple = [
  '#ebf2fb',
  '#d5e2f3',
  '#a8c3e7',
  '#78a3dc',
  '#5187d2',
  '#3876cc',
  '#2a6cc9',
  '#1f5bb0',
  '#17509e',
  '#08438c',
];

/** Warm accent for promotions, so a sale never looks like a primary action. */
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

// System fonts first, then the platform CJK faces, so Korean, Chinese and Japanese pages use native type.
const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Hiragino Sans"',
  '"Yu Gothic UI"',
  '"Noto Sans CJK KR"',
  '"Noto Sans CJK SC"',
  '"Noto Sans CJK JP"',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: { light: 7, dark: 5 },
  colors: { ink, amber },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `text`, darkened in steps until it reads at WCAG AA's 4.5:1 on `background`. */
function readableOn(text: string, background: string): string {
  let color = text;
  for (let step = 0; step < 10 && contrast(color, background) < AA_CONTRAST; step += 1) {
    color = darken(color, 0.1);
  }
  return color;
}

/*
 * Contrast Mantine leaves below WCAG AA, raised to it:
 * - dimmed text (gray 6, #868e96) reads at 3.3:1 on white and 3.0:1 on the grey sections; this grey keeps
 *   the quiet look at 5.1:1 or better on every background we put it on;
 * - the "light" variants (badges, alerts, subtle buttons) write shade 9 on shade 1–2, which for yellow,
 *   orange, green and teal is 2.7–4.3:1; their text is darkened until it passes on the hover shade;
 * - the "filled" variants (buttons, filled badges) write white on shade 7 (our primary shade), which for red, orange,
 *   yellow, green and teal is 2.0–3.9:1 (a red "Reset" button at 3.9:1); their background is darkened until white
 *   passes, and the hover background likewise from shade 8;
 * - form errors (an input's message and border) use `--mantine-color-error`, red 6 (#fa5252), 3.6:1 on
 *   white; it is darkened until it passes, so no dialog has to patch its own error red.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': readableOn(resolved.colors.red[6], WHITE),
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[2])],
        [`--mantine-color-${name}-filled`, readableOn(shades[7], WHITE)],
        [`--mantine-color-${name}-filled-hover`, readableOn(shades[8], WHITE)],
      ]),
    ),
  },
  dark: {},
});
