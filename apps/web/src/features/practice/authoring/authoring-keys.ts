import type { RoleplayType, ScriptStepKind, UsecaseStatus, VisibilityId } from '@switchboard/contracts';

/** React Query keys of authoring; all of one group share the prefix. */
export const authoringKeys = {
  all: (tenantId: string) => ['roleplay-authoring', tenantId] as const,
  usecases: (tenantId: string) => ['roleplay-authoring', tenantId, 'usecases'] as const,
  usecase: (tenantId: string, id: string) => ['roleplay-authoring', tenantId, 'usecase', id] as const,
  assignments: (tenantId: string, id: string) => ['roleplay-authoring', tenantId, 'assignments', id] as const,
  batches: (tenantId: string) => ['roleplay-authoring', tenantId, 'batches'] as const,
  batch: (tenantId: string, id: string) => ['roleplay-authoring', tenantId, 'batch', id] as const,
  members: (tenantId: string) => ['roleplay-authoring', tenantId, 'members'] as const,
};

export const STEP_KIND_KEYS: Readonly<Record<ScriptStepKind, string>> = {
  welcome: 'roleplayAuthoring.kinds.welcome',
  disclaimer: 'roleplayAuthoring.kinds.disclaimer',
  probing: 'roleplayAuthoring.kinds.probing',
  resolution: 'roleplayAuthoring.kinds.resolution',
  compliance: 'roleplayAuthoring.kinds.compliance',
  closing: 'roleplayAuthoring.kinds.closing',
  regular: 'roleplayAuthoring.kinds.regular',
  'select-one': 'roleplayAuthoring.kinds.selectOne',
};

export const STATUS_KEYS: Readonly<Record<UsecaseStatus, string>> = {
  draft: 'roleplayAuthoring.status.draft',
  published: 'roleplayAuthoring.status.published',
  archived: 'roleplayAuthoring.status.archived',
};
export const STATUS_COLORS: Readonly<Record<UsecaseStatus, string>> = { draft: 'yellow', published: 'teal', archived: 'gray' };

export const VISIBILITY_KEYS: Readonly<Record<VisibilityId, string>> = {
  1: 'roleplayAuthoring.visibility.viewAnswersOnly',
  2: 'roleplayAuthoring.visibility.hideQuestionAnswers',
  3: 'roleplayAuthoring.visibility.showQuestionAnswers',
  6: 'roleplayAuthoring.visibility.viewQuestionOnly',
};

export const TYPE_KEYS: Readonly<Record<RoleplayType, string>> = { 1: 'practice.types.chat', 2: 'practice.types.voice' };
