import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArchive, IconDeviceFloppy, IconDownload, IconRefresh, IconRocket } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UsecaseStatus } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { toast } from '../../../app/toasts/toast';
import { ApiError } from '../../../shared/api/api-error';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { practiceKeys } from '../practice-logic';
import { roleplayApi, type UsecaseDetail } from '../roleplay-api';
import { AssignmentsPanel } from './assignments-panel';
import { STATUS_COLORS, STATUS_KEYS, authoringKeys } from './authoring-keys';
import { BehaviourFields, DetailsFields, LanguageFields } from './behaviour-fields';
import { draftOf, newDraft, payloadOf, validateDraft, type Draft } from './editor-state';
import type { FieldErrors } from './form-errors';
import { downloadJson, exportFileName, usecaseExport } from './import-usecase';
import { PersonaFields } from './persona-fields';
import { ScriptEditor } from './script-editor';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /dashboard/engage/authoring/usecases/:id ('new' to create): the use-case editor. */
export function UsecaseEditorPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const { group } = useReadySession();
  const creating = id === 'new';
  const detail = useQuery({
    queryKey: authoringKeys.usecase(group.groupId, id),
    queryFn: ({ signal }) => roleplayApi.usecase(id, signal),
    enabled: !creating,
  });
  if (creating) return <Editor key="new" saved={null} />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Loader m="xl" aria-label={t('roleplayAuthoring.editor.loading')} />;
  return <Editor key={`${detail.data.id}:${detail.data.version}`} saved={detail.data} />;
}

type SaveOutcome = { kind: 'conflict' } | { kind: 'rejected'; paths: string[] } | null;

function Editor({ saved }: { saved: UsecaseDetail | null }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => (saved ? draftOf(saved) : newDraft()), [saved]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const status: UsecaseStatus = saved?.status ?? 'draft';
  const archived = status === 'archived';
  const dirty = JSON.stringify(payloadOf(draft)) !== JSON.stringify(payloadOf(initial));
  const assignments = useQuery({
    queryKey: authoringKeys.assignments(tenantId, saved?.id ?? 'new'),
    queryFn: ({ signal }) => roleplayApi.assignments(saved!.id, signal),
    enabled: saved !== null,
  });
  const typeLocked = (assignments.data?.length ?? 0) > 0;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (next: UsecaseStatus) => {
      const checked = validateDraft(draft, next === 'published', t);
      if (!checked.ok) {
        setErrors(checked.errors);
        throw new Error('invalid');
      }
      setErrors({});
      if (!saved) return roleplayApi.createUsecase({ ...checked.fields, status: next === 'published' ? 'published' : 'draft' });
      return roleplayApi.updateUsecase(saved.id, { ...checked.fields, version: saved.version, status: next });
    },
    onSuccess: async (result) => {
      setOutcome(null);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.all(tenantId) });
      await queryClient.invalidateQueries({ queryKey: practiceKeys.all(tenantId) });
      toast.success(t('roleplayAuthoring.editor.saved', { name: result.name }));
      if (!saved) void navigate(`/dashboard/engage/authoring/usecases/${result.id}`, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'conflict' });
      else if (error instanceof ApiError && error.status === 400) {
        const details = Array.isArray(error.details) ? (error.details as { path?: string }[]) : [];
        setOutcome({ kind: 'rejected', paths: details.map((d) => d.path ?? '').filter(Boolean) });
      } else if (!(error instanceof Error && error.message === 'invalid')) toast.error(t('roleplayAuthoring.editor.saveFailed'));
      else toast.warning(t('roleplayAuthoring.editor.fixErrors'));
    },
  });
  const busy = save.isPending;
  const title = saved ? saved.name : t('roleplayAuthoring.editor.newTitle');

  return (
    <>
      <PageHeader
        eyebrow={
          <PracticeBreadcrumb current={title} trail={[{ label: t('roleplayAuthoring.title'), to: '/dashboard/engage/authoring' }]} />
        }
        title={title}
        actions={
          <Group gap="sm">
            <Badge variant="light" color={STATUS_COLORS[status]} size="lg">
              {t(STATUS_KEYS[status])}
            </Badge>
            {dirty && (
              <Badge variant="light" color="orange" size="lg">
                {t('roleplayAuthoring.editor.unsaved')}
              </Badge>
            )}
            {saved && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => downloadJson(exportFileName(saved.name), usecaseExport(saved))}
              >
                {t('roleplayAuthoring.editor.export')}
              </Button>
            )}
            {archived ? (
              <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={busy} onClick={() => save.mutate('draft')}>
                {t('roleplayAuthoring.editor.restore')}
              </Button>
            ) : (
              <>
                {saved && (
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconArchive size={16} aria-hidden />}
                    disabled={busy}
                    onClick={() => save.mutate('archived')}
                  >
                    {t('roleplayAuthoring.editor.archive')}
                  </Button>
                )}
                {status === 'published' && (
                  <Button variant="default" disabled={busy} onClick={() => save.mutate('draft')}>
                    {t('roleplayAuthoring.editor.unpublish')}
                  </Button>
                )}
                <Button
                  variant={status === 'published' ? 'filled' : 'default'}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={busy}
                  onClick={() => save.mutate(status)}
                  data-testid="save-usecase"
                >
                  {t('roleplayAuthoring.editor.save')}
                </Button>
                {status !== 'published' && (
                  <Button
                    leftSection={<IconRocket size={16} aria-hidden />}
                    loading={busy}
                    onClick={() => save.mutate('published')}
                    data-testid="publish-usecase"
                  >
                    {t('roleplayAuthoring.editor.publish')}
                  </Button>
                )}
              </>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        {outcome?.kind === 'conflict' && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('roleplayAuthoring.editor.conflictTitle')}>
            <Group justify="space-between">
              <Text size="sm">{t('roleplayAuthoring.editor.conflict')}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => void queryClient.invalidateQueries({ queryKey: authoringKeys.usecase(tenantId, saved?.id ?? '') })}
              >
                {t('roleplayAuthoring.editor.reload')}
              </Button>
            </Group>
          </Alert>
        )}
        {outcome?.kind === 'rejected' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('roleplayAuthoring.editor.rejectedTitle')}>
            {t('roleplayAuthoring.editor.rejected', { fields: outcome.paths.join(', ') || t('common.none') })}
          </Alert>
        )}
        {archived && (
          <Alert color="gray" title={t('roleplayAuthoring.editor.archivedTitle')}>
            {t('roleplayAuthoring.editor.archived')}
          </Alert>
        )}
        <Section title={t('roleplayAuthoring.sections.details')}>
          <DetailsFields draft={draft} errors={errors} disabled={archived} onChange={change} typeLocked={typeLocked} />
        </Section>
        <Section title={t('roleplayAuthoring.sections.persona')}>
          <PersonaFields draft={draft} errors={errors} disabled={archived} onChange={change} />
        </Section>
        <Section title={t('roleplayAuthoring.sections.behaviour')}>
          <BehaviourFields draft={draft} errors={errors} disabled={archived} onChange={change} />
        </Section>
        {draft.scripted && (
          <Section title={t('roleplayAuthoring.sections.script')} testId="script-section">
            <ScriptEditor draft={draft} errors={errors} disabled={archived} onChange={(steps) => change({ steps })} />
          </Section>
        )}
        <Section title={t('roleplayAuthoring.sections.language')}>
          <LanguageFields draft={draft} errors={errors} disabled={archived} onChange={change} />
        </Section>
        {saved && (
          <Section title={t('roleplayAuthoring.sections.assignments')} testId="assignments-section">
            <AssignmentsPanel usecaseId={saved.id} type={saved.type} archived={archived} />
          </Section>
        )}
      </Stack>
    </>
  );
}
