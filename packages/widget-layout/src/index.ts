export * from './constants.js';
export {
  overlaps,
  validateLayout,
  withinBounds,
  type LayoutItem,
  type LayoutProblem,
  type LayoutProblemCode,
  type Rect,
} from './validate.js';
export {
  addCard,
  buildLayout,
  compactLayout,
  effectiveSize,
  findFreeSpot,
  moveCard,
  placeCard,
  removeCard,
  resizeCard,
  type CardSpec,
  type ChooseOptions,
  type MoveDirection,
  type PlaceResult,
} from './pack.js';
