import type { Role } from '@switchboard/contracts';
import { HOME_TAB, tabDefinition, tabsForRole, type TabKey } from './tab-definitions';

export interface RenderedTab {
  key: TabKey;
  order: number;
}

export interface TabsState {
  role: Role;
  /** Tabs that may be opened now: the role's tabs minus any disabled since. */
  enabled: readonly TabKey[];
  /** Tabs on screen; shown sorted by `order`. */
  rendered: readonly RenderedTab[];
  /** The open (focused) tab, or null when none is rendered. */
  active: TabKey | null;
}

export type TabsAction =
  | { type: 'open'; key: TabKey }
  | { type: 'focus'; key: TabKey }
  | { type: 'close'; key: TabKey }
  | { type: 'enable'; key: TabKey }
  | { type: 'disable'; key: TabKey }
  | { type: 'applyRole'; role: Role }
  | { type: 'reset'; role: Role };

export function initialTabsState(role: Role): TabsState {
  return { role, enabled: tabsForRole(role), rendered: [{ key: HOME_TAB, order: 0 }], active: HOME_TAB };
}

/** Rendered tabs in display order. */
export const orderedTabs = (state: TabsState): RenderedTab[] => [...state.rendered].sort((a, b) => a.order - b.order);

const highestOrder = (rendered: readonly RenderedTab[]): TabKey | null =>
  rendered.reduce<RenderedTab | null>((best, tab) => (best === null || tab.order > best.order ? tab : best), null)?.key ?? null;

const isRendered = (state: TabsState, key: TabKey) => state.rendered.some((tab) => tab.key === key);

/** Removes a tab; if it was the open one, focus goes to the rendered tab with the highest order, or none. */
function removeTab(state: TabsState, key: TabKey): TabsState {
  const rendered = state.rendered.filter((tab) => tab.key !== key);
  return { ...state, rendered, active: state.active === key ? highestOrder(rendered) : state.active };
}

/**
 * Dynamic tabs (platform.md §4):
 * - opening requires the tab to be enabled; a new tab gets an order after the highest one;
 * - closing or disabling the open tab focuses the rendered tab with the highest order, or none;
 * - removing the tabs a role cannot use switches to Home if the open tab was removed.
 * Unchanged state is returned as the same object so React skips the re-render.
 */
export function tabReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      if (!state.enabled.includes(action.key)) return state;
      if (isRendered(state, action.key)) return state.active === action.key ? state : { ...state, active: action.key };
      const order = state.rendered.reduce((max, tab) => Math.max(max, tab.order), -1) + 1;
      return { ...state, rendered: [...state.rendered, { key: action.key, order }], active: action.key };
    }
    case 'focus':
      return isRendered(state, action.key) && state.active !== action.key ? { ...state, active: action.key } : state;
    case 'close':
      return tabDefinition(action.key).closable && isRendered(state, action.key) ? removeTab(state, action.key) : state;
    case 'enable':
      if (state.enabled.includes(action.key) || !tabsForRole(state.role).includes(action.key)) return state;
      return { ...state, enabled: tabsForRole(state.role).filter((key) => key === action.key || state.enabled.includes(key)) };
    case 'disable': {
      if (!state.enabled.includes(action.key)) return state;
      const enabled = state.enabled.filter((key) => key !== action.key);
      return isRendered(state, action.key) ? { ...removeTab(state, action.key), enabled } : { ...state, enabled };
    }
    case 'applyRole': {
      const allowed = tabsForRole(action.role);
      const rendered = state.rendered.filter((tab) => allowed.includes(tab.key));
      const activeRemoved = state.active !== null && !rendered.some((tab) => tab.key === state.active);
      const home = rendered.some((tab) => tab.key === HOME_TAB) ? HOME_TAB : highestOrder(rendered);
      // Tabs new to the role start enabled; one disabled under the old role stays disabled.
      const previouslyAllowed = tabsForRole(state.role);
      return {
        role: action.role,
        enabled: allowed.filter((key) => state.enabled.includes(key) || !previouslyAllowed.includes(key)),
        rendered,
        active: activeRemoved ? home : state.active,
      };
    }
    case 'reset':
      return initialTabsState(action.role);
  }
}
