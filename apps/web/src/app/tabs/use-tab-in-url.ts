import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { HOME_TAB, isTabKey, type TabKey } from './tab-definitions';
import type { TabsState } from './tab-reducer';

const TAB_PARAM = 'tab';

/** Marks URL updates written by this hook, so they are never read back as a request. */
interface TabSyncState {
  tabSync: true;
}
const isOwnUpdate = (state: unknown) => (state as TabSyncState | null)?.tabSync === true;
const OWN: TabSyncState = { tabSync: true };

/**
 * Keeps `/dashboard?tab=…` and the open tab in step. A navigation (link, deep link, reload) opens
 * its tab, no parameter meaning Home; a tab opened or closed in the page is written back. The
 * URL updates written here are tagged and ignored, so a late one can never re-open a tab the
 * user has just closed.
 */
export function useTabInUrl(state: TabsState, open: (key: TabKey) => void): void {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const seenLocation = useRef<string | null>(null);
  const seenActive = useRef(state.active);
  const { active, enabled } = state;

  useEffect(() => {
    if (location.key === seenLocation.current) return;
    seenLocation.current = location.key;
    if (isOwnUpdate(location.state)) return;
    // An unknown tab, or one this role may not open, is dropped from the URL (which then means Home).
    if (requested !== null && !(isTabKey(requested) && enabled.includes(requested))) {
      setParams({}, { replace: true, state: OWN });
      if (active !== HOME_TAB) open(HOME_TAB);
    } else {
      const key = requested ?? HOME_TAB;
      if (key !== active) open(key);
    }
  }, [location.key, location.state, requested, active, enabled, open, setParams]);

  useEffect(() => {
    if (active === seenActive.current) return;
    seenActive.current = active;
    const wanted = active && active !== HOME_TAB ? active : null;
    if (wanted !== requested) setParams(wanted ? { [TAB_PARAM]: wanted } : {}, { replace: true, state: OWN });
  }, [active, requested, setParams]);
}
