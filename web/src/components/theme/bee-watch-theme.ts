import { createTheme, defaultDarkModeOverride } from '@aws-amplify/ui-react';

/**
 * The Bee.Watch theme of Amplify UI: the portal's honey-brown brand, amber accent and system font
 * stack, with Amplify's dark-mode override plus a lighter brand in dark mode so primary buttons and
 * links keep at least 4.5:1 contrast (WCAG 2.1 1.4.3) in both colour modes.
 */
export const beeWatchTheme = createTheme({
  name: 'bee-watch',
  tokens: {
    colors: {
      primary: {
        10: { value: '#fff8e1' },
        20: { value: '#fcebb6' },
        40: { value: '#f2b705' },
        60: { value: '#a86f00' },
        80: { value: '#8a5a00' },
        90: { value: '#6b4600' },
        100: { value: '#4d3200' },
      },
      font: { primary: { value: '#1d2430' }, secondary: { value: '#5a6475' } },
      background: { secondary: { value: '#f5f6f8' } },
      border: { primary: { value: '#8a94a6' }, secondary: { value: '#d6dbe3' } },
    },
    fonts: {
      default: {
        variable: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        static: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    components: {
      heading: {
        1: { fontSize: { value: '1.5rem' }, fontWeight: { value: '700' } },
        2: { fontSize: { value: '1.15rem' }, fontWeight: { value: '700' } },
        3: { fontSize: { value: '1.05rem' }, fontWeight: { value: '700' } },
      },
    },
    radii: { small: { value: '4px' }, medium: { value: '6px' } },
  },
  overrides: [
    defaultDarkModeOverride,
    {
      colorMode: 'dark',
      tokens: {
        colors: {
          primary: {
            10: { value: '#3a2a05' },
            20: { value: '#5c4208' },
            40: { value: '#a86f00' },
            60: { value: '#f2b705' },
            80: { value: '#f5c842' },
            90: { value: '#f8d66e' },
            100: { value: '#fbe7a6' },
          },
          font: { primary: { value: '#f1f3f6' }, secondary: { value: '#c3c9d4' } },
          background: { primary: { value: '#161b22' }, secondary: { value: '#0d1117' } },
          border: { primary: { value: '#8a94a6' }, secondary: { value: '#3a4250' } },
        },
      },
    },
  ],
});
