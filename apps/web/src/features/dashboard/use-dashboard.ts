import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_EVENTS, type Application, type UserAppsReply } from '@switchboard/contracts';
import {
  DEFAULT_CARD_SIZES,
  addCard,
  moveCard,
  removeCard,
  resizeCard,
  validateLayout,
  type CardSpec,
  type LayoutItem,
  type MoveDirection,
  type PlaceResult,
  type Size,
} from '@switchboard/widget-layout';
import { ApiError, AppMessageError } from '../../shared/api/api-error';
import { applicationsApi } from '../../shared/api/applications-api';
import { useReadySession } from '../../app/session/session-context';
import { showGlobalErrorToast } from '../../app/toasts/global-error-toast';
import { showToast } from '../../app/toasts/toast';
import { RECONNECTED } from '../../shared/events/events-socket';
import { useServerEvents } from '../../shared/events/use-server-events';
import { sameLayout } from './grid-units';

export type SaveState = 'idle' | 'saving' | 'saved';

export const dashboardKey = (tenantId: string) => ['dashboard', tenantId] as const;

/** A card for an application at its default size (platform.md §9). */
export const cardFor = (app: Application): CardSpec => ({
  i: app._id,
  ...DEFAULT_CARD_SIZES[app.defaultSize],
  minW: app.minW,
  minH: app.minH,
});

/** The user's widgets; any failure but an ended session reads 'Failed to fetch widgets' (platform.md §8). */
async function fetchWidgets(tenantId: string, signal: AbortSignal): Promise<UserAppsReply> {
  try {
    return await applicationsApi.userApps(tenantId, signal);
  } catch (error) {
    if ((error instanceof ApiError && error.status === 401) || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new AppMessageError('dashboard.failedToFetchWidgets');
  }
}

/**
 * The dashboard of the active group: the saved layout (or the default one), the applications the
 * user may put on it, and the operations that change it. Every change is shown at once and saved
 * in the background, one save at a time, each telling the server which version it replaces.
 */
export function useDashboard() {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const key = dashboardKey(tenantId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchWidgets(tenantId, signal) });
  const [saveState, setSaveState] = useState<SaveState>('idle');

  const version = useRef<string | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<LayoutItem[] | null>(null);
  useEffect(() => {
    if (query.data && !inFlight.current) version.current = query.data.updatedAt;
  }, [query.data]);

  // A save from another tab or browser of this user: show that arrangement (unless it is our own echo).
  useServerEvents(tenantId, (event) => {
    const payload = event.payload as { updatedAt?: string } | null;
    const foreign = event.type === DASHBOARD_EVENTS.layoutSaved && payload?.updatedAt !== version.current;
    if ((foreign || event.type === RECONNECTED) && !inFlight.current) void queryClient.invalidateQueries({ queryKey: key });
  });

  const flush = useCallback(async () => {
    inFlight.current = true;
    setSaveState('saving');
    while (queued.current) {
      const layout = queued.current;
      queued.current = null;
      try {
        const reply = await applicationsApi.saveLayout(tenantId, layout, version.current);
        version.current = reply.updatedAt;
        if (!queued.current) queryClient.setQueryData(key, reply);
      } catch (error) {
        queued.current = null;
        if (error instanceof ApiError && error.status === 409) {
          showToast({ type: 'warning', message: t('dashboard.changedElsewhere'), id: 'dashboard-conflict' });
        } else if (!(error instanceof ApiError && error.status === 401)) {
          showGlobalErrorToast(new AppMessageError('dashboard.saveFailed'));
        }
        inFlight.current = false;
        setSaveState('idle');
        await queryClient.invalidateQueries({ queryKey: key });
        return;
      }
    }
    inFlight.current = false;
    setSaveState('saved');
    // key is derived from tenantId; listing it would re-create flush on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tenantId, queryClient, t]);

  /** Shows the layout at once and queues its save. */
  const commit = useCallback(
    (layout: LayoutItem[]) => {
      const current = queryClient.getQueryData<UserAppsReply>(key);
      if (!current || sameLayout(current.layout, layout) || validateLayout(layout).length > 0) return;
      const selected = new Set(layout.map((item) => item.i));
      queryClient.setQueryData<UserAppsReply>(key, {
        ...current,
        saved: true,
        layout,
        applications: current.applications.map((app) => ({ ...app, selected: selected.has(app._id) })),
      });
      queued.current = layout;
      if (!inFlight.current) void flush();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tenantId, queryClient, flush],
  );

  const data = query.data;
  const layout = data?.layout ?? [];
  // The message names the card by its id, as the layout rules word it ('No space available for card {id}').
  const apply = (result: PlaceResult): boolean => {
    if (!result.ok) {
      showToast({ type: 'error', message: t('dashboard.noSpace', { id: result.id }), id: `no-space:${result.id}` });
      return false;
    }
    commit(result.layout);
    return true;
  };
  const appById = (id: string) => data?.applications.find((app) => app._id === id);
  const defaultSizeOf = (id: string): Size | undefined => {
    const app = appById(id);
    return app ? DEFAULT_CARD_SIZES[app.defaultSize] : undefined;
  };

  return {
    tenantId,
    query,
    layout,
    applications: data?.applications ?? [],
    saveState,
    appById,
    /** The grid's own drag and resize results. */
    commit,
    add: (app: Application) => apply(addCard(layout, cardFor(app), { defaultSizeOf })),
    remove: (id: string) => commit(removeCard(layout, id, { defaultSizeOf })),
    resize: (id: string, size: Size) => apply(resizeCard(layout, id, size)),
    move: (id: string, direction: MoveDirection) => apply(moveCard(layout, id, direction)),
  };
}

export type Dashboard = ReturnType<typeof useDashboard>;
