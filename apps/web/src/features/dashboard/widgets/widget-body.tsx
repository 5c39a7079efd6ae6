import { Suspense } from 'react';
import type { Application } from '@switchboard/contracts';
import { lazyArea } from '../../../app/router/lazy-area';
import { knowledgeKeys } from '../../knowledge/query-keys';
import { kbotKeys } from '../../kbot/query-keys';
import { AnnouncementsWidget, announcementsWidgetKey } from './announcements-widget';
import { EmbedWidget } from './embed-widget';
import { RoleplayWidget, roleplayWidgetKey } from './roleplay-widget';
import { WidgetLoading } from './widget-loading';

// Knowledge and KBot share their code and strings with their own pages, so they load with them, not with
// the dashboard's first load.
const KnowledgeWidget = lazyArea(() => import('../../knowledge/knowledge-widget').then((m) => m.default));
const KbotWidget = lazyArea(() => import('../../kbot/kbot-widget').then((m) => m.default));

/** What a widget shows: its built-in component, or the embedded application. */
export function WidgetBody({ app, tenantId }: { app: Application; tenantId: string }) {
  if (app.widgetKind === 'embed') return <EmbedWidget app={app} />;
  switch (app.builtinWidget) {
    case 'announcements':
      return <AnnouncementsWidget tenantId={tenantId} />;
    case 'kbot':
      return (
        <Suspense fallback={<WidgetLoading />}>
          <KbotWidget />
        </Suspense>
      );
    case 'knowledge':
      return (
        <Suspense fallback={<WidgetLoading />}>
          <KnowledgeWidget />
        </Suspense>
      );
    case 'roleplay':
      return <RoleplayWidget tenantId={tenantId} />;
    default:
      return <EmbedWidget app={app} />;
  }
}

/** The cached data a widget's Refresh control throws away (its body is also mounted afresh). */
export function widgetQueryKey(app: Application, tenantId: string): readonly unknown[] | null {
  if (app.widgetKind !== 'builtin') return null;
  if (app.builtinWidget === 'announcements') return announcementsWidgetKey(tenantId);
  if (app.builtinWidget === 'kbot') return kbotKeys.syncs(tenantId);
  if (app.builtinWidget === 'knowledge') return knowledgeKeys.all(tenantId);
  if (app.builtinWidget === 'roleplay') return roleplayWidgetKey(tenantId);
  return null;
}
