import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { HOME_TAB, isTabKey, type TabKey } from './tab-definitions';
import type { TabsState } from './tab-reducer';

const TAB_PARAM = 'tab';

/**
 * Keeps `/dashboard?tab=…` and the open tab in step: a new URL opens its tab (no parameter
 * means Home), and a tab opened or closed in the page is written back. Each side reacts only to
 * its own changes, so a stale URL never re-opens a tab the user just closed.
 */
export function useTabInUrl(state: TabsState, open: (key: TabKey) => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const seenRequest = useRef<string | null | undefined>(undefined);
  const seenActive = useRef(state.active);
  const { active, enabled } = state;

  useEffect(() => {
    if (requested === seenRequest.current) return;
    seenRequest.current = requested;
    // An unknown tab, or one this role may not open, is dropped from the URL (which then means Home).
    if (requested !== null && !(isTabKey(requested) && enabled.includes(requested))) setParams({}, { replace: true });
    else {
      const key = requested ?? HOME_TAB;
      if (key !== active) open(key);
    }
  }, [requested, active, enabled, open, setParams]);

  useEffect(() => {
    if (active === seenActive.current) return;
    seenActive.current = active;
    const wanted = active && active !== HOME_TAB ? active : null;
    if (wanted !== requested) setParams(wanted ? { [TAB_PARAM]: wanted } : {}, { replace: true });
  }, [active, requested, setParams]);
}
