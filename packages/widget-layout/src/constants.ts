/** The dashboard grid (platform.md §9): 3 columns, at most 10000 rows. */
export const GRID_COLUMNS = 3;
export const GRID_MAX_ROWS = 10_000;
/** Heights and vertical positions move in half rows (default sizes use 3.5 and 10.5). */
export const ROW_STEP = 0.5;
/** One unit of the size labels (1x1, 2x2…) is seven rows high: 1x1 is the knowledge-like 1×7 card. */
export const SIZE_UNIT_ROWS = 7;

export interface Size {
  w: number;
  h: number;
}

/** The sizes a widget offers in its menu (platform.md §2); 3x2 is the full screen. */
export const WIDGET_SIZE_PRESETS = [
  { label: '1x.5', w: 1, h: 3.5 },
  { label: '1x1', w: 1, h: 7 },
  { label: '2x1', w: 2, h: 7 },
  { label: '3x1', w: 3, h: 7 },
  { label: '1x2', w: 1, h: 14 },
  { label: '2x2', w: 2, h: 14 },
  { label: '3x2', w: 3, h: 14 },
] as const satisfies readonly (Size & { label: string })[];
export type WidgetSizeLabel = (typeof WIDGET_SIZE_PRESETS)[number]['label'];

/** Default card sizes (platform.md §9): knowledge-like 1×7, summarize 2×10.5, harmony/clarity 1×3.5. */
export const DEFAULT_CARD_SIZES = {
  knowledge: { w: 1, h: 7 },
  summarize: { w: 2, h: 10.5 },
  compact: { w: 1, h: 3.5 },
} as const satisfies Record<string, Size>;
export type CardSizeClass = keyof typeof DEFAULT_CARD_SIZES;
export const CARD_SIZE_CLASSES = Object.keys(DEFAULT_CARD_SIZES) as CardSizeClass[];

/** A single selected widget takes the full width: 3 columns by 14 rows. */
export const SINGLE_WIDGET_SIZE: Size = { w: 3, h: 14 };

/** A widget opened as a floating window (platform.md §2). */
export const POPOUT_DEFAULT_SIZE = { width: 400, height: 360 } as const;

export interface GridOptions {
  cols: number;
  maxRows: number;
}
export const DEFAULT_GRID: GridOptions = { cols: GRID_COLUMNS, maxRows: GRID_MAX_ROWS };

/** The refusal text of platform.md §8. */
export const noSpaceMessage = (id: string) => `No space available for card ${id}`;
