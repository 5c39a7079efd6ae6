import type { KnowledgeStatus } from '@switchboard/contracts';

export const STATUS_KEYS: Record<KnowledgeStatus, string> = {
  draft: 'knowledge.status.draft',
  published: 'knowledge.status.published',
  archived: 'knowledge.status.archived',
};

export const STATUS_COLOURS: Record<KnowledgeStatus, string> = { draft: 'yellow', published: 'teal', archived: 'gray' };
