/** Cache keys of the KBot calls (a small module: the dashboard's Refresh control needs them without the API). */
export const kbotKeys = {
  syncs: (tenantId: string) => ['kbot', tenantId, 'syncs'] as const,
};
