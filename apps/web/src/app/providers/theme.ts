import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand indigo, tuned so shade 6 passes WCAG AA on white for text and focus rings.
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dcdefa',
  '#b6baef',
  '#8d94e5',
  '#6b73dc',
  '#565ed7',
  '#4a52d5',
  '#3b43bd',
  '#333ba9',
  '#283296',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
  },
});
