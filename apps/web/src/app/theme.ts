import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's orange, with the two darkest shades deepened so that white text on the
 * primary shade (8) and on its hover shade (9) meets WCAG AA (≥ 4.5:1).
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b43c0a',
  '#9a3412',
];

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 7 },
  colors: { orange },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // The placeholder div Mantine puts first inside role="menu" breaks aria-required-children.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Error texts in red.9 (6.0:1 on white); Mantine's default red.6 is below AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** The header bar's colour (white text on it: 5.85:1). */
export const HEADER_BG = 'var(--mantine-color-orange-8)';
