import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
