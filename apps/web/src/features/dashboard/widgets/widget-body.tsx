import type { Application } from '@switchboard/contracts';
import { AnnouncementsWidget, announcementsWidgetKey } from './announcements-widget';
import { EmbedWidget } from './embed-widget';
import { KbotWidget, kbotWidgetKey } from './kbot-widget';
import { RoleplayWidget, roleplayWidgetKey } from './roleplay-widget';

/** What a widget shows: its built-in component, or the embedded application. */
export function WidgetBody({ app, tenantId }: { app: Application; tenantId: string }) {
  if (app.widgetKind === 'embed') return <EmbedWidget app={app} />;
  switch (app.builtinWidget) {
    case 'announcements':
      return <AnnouncementsWidget tenantId={tenantId} />;
    case 'kbot':
      return <KbotWidget tenantId={tenantId} />;
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
  if (app.builtinWidget === 'kbot') return kbotWidgetKey(tenantId);
  if (app.builtinWidget === 'roleplay') return roleplayWidgetKey(tenantId);
  return null;
}
