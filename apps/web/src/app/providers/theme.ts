import {
  DEFAULT_THEME,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/** Mantine's palette with a darker last shade, so light badges in these hues still reach 4.5:1. */
const withDarkestShade = (tuple: MantineColorsTuple, darkest: string): MantineColorsTuple =>
  [...tuple.slice(0, 9), darkest] as unknown as MantineColorsTuple;

/**
 * Mantine's default text on tinted and coloured backgrounds (light badges and buttons, white on
 * red) falls below WCAG AA 4.5:1. Text colours move to the darkest shade; explicit shades are kept.
 */
const accessibleVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const darkest = `var(--mantine-color-${parsed.color}-9)`;
  switch (input.variant) {
    case 'light':
    case 'subtle':
      return { ...colors, color: darkest, hoverColor: darkest };
    case 'outline':
      return { ...colors, color: darkest, border: `1px solid ${darkest}` };
    case 'filled':
      return parsed.color === input.theme.primaryColor
        ? colors
        : { ...colors, background: darkest, hover: `var(--mantine-color-${parsed.color}-8)` };
    default:
      return colors;
  }
};

/** Dimmed text dark enough for 4.5:1 on white and on the grey app background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text (field errors, required marks) in the darkest red: Mantine's default red-6 is 3.3:1 on white.
  light: { '--mantine-color-dimmed': '#5c6370', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: {
    brand,
    orange: withDarkestShade(DEFAULT_THEME.colors.orange, '#a8380b'),
    yellow: withDarkestShade(DEFAULT_THEME.colors.yellow, '#8f5300'),
    // Light teal badges on tinted rows (the chat list's selected chat) need a darker text shade.
    teal: withDarkestShade(DEFAULT_THEME.colors.teal, '#05603f'),
  },
  variantColorResolver: accessibleVariantColors,
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Someone who asked their system for less motion gets dialogs, menus and panels without animation.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
    // A spinner is a status indicator; the role also makes an aria-label on it valid.
    Loader: { defaultProps: { role: 'status' } },
    // Toast text uses the accessible dimmed colour instead of Mantine's lighter grey.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});
