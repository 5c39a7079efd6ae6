import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { Role } from '@switchboard/contracts';
import type { TabKey } from './tab-definitions';
import { initialTabsState, tabReducer, type TabsState } from './tab-reducer';

interface HomeTabsApi {
  state: TabsState;
  open: (key: TabKey) => void;
  close: (key: TabKey) => void;
  focus: (key: TabKey) => void;
}

const HomeTabsContext = createContext<HomeTabsApi | null>(null);

/** Holds the Home-area tabs for the whole shell, so they survive visits to other areas. */
export function HomeTabsProvider({ role, children }: { role: Role; children: ReactNode }) {
  const [state, dispatch] = useReducer(tabReducer, role, initialTabsState);

  useEffect(() => {
    dispatch({ type: 'applyRole', role });
  }, [role]);

  // Stable callbacks: effects that open tabs can depend on them without re-running.
  const actions = useMemo(
    () => ({
      open: (key: TabKey) => dispatch({ type: 'open', key }),
      close: (key: TabKey) => dispatch({ type: 'close', key }),
      focus: (key: TabKey) => dispatch({ type: 'focus', key }),
    }),
    [],
  );
  const api = useMemo<HomeTabsApi>(() => ({ state, ...actions }), [state, actions]);
  return <HomeTabsContext.Provider value={api}>{children}</HomeTabsContext.Provider>;
}

export function useHomeTabs(): HomeTabsApi {
  const api = useContext(HomeTabsContext);
  if (!api) throw new Error('useHomeTabs must be used inside <HomeTabsProvider>');
  return api;
}
