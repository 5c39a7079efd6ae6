import { useMediaQuery } from '@mantine/hooks';

/**
 * Phones: narrower than a tablet held upright (768 px, Mantine's `sm`). The sidebar becomes a drawer and the
 * dashboard a single column. Read on the first render, so a phone never paints the desktop frame first.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Narrower than a small laptop (992 px, Mantine's `md`): a tablet upright, where three dashboard columns beside
 * the sidebar would be a few finger-widths each.
 */
export const NARROW_QUERY = '(max-width: 61.99em)';

/** Narrower than a laptop (1200 px, Mantine's `lg`): the top bar's menu no longer fits beside its tools. */
export const COMPACT_TOP_BAR_QUERY = '(max-width: 74.99em)';

const immediately = { getInitialValueInEffect: false };

export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY, false, immediately);

export const useCompactTopBar = (): boolean => useMediaQuery(COMPACT_TOP_BAR_QUERY, false, immediately);

export const useNarrow = (): boolean => useMediaQuery(NARROW_QUERY, false, immediately);
