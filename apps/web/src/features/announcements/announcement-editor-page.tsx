import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Input, MultiSelect, Paper, Select, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_LIMITS,
  ROLES,
  type AnnouncementCategory,
  type AnnouncementDetail,
  type AnnouncementGroupTarget,
  type AnnouncementMedia,
  type Role,
} from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { showGlobalErrorToast } from '../../app/toasts/global-error-toast';
import { toast } from '../../app/toasts/toast';
import { ApiError } from '../../shared/api/api-error';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { announcementsApi } from './announcements-api';
import { showAuthoringError } from './author-actions';
import { CATEGORY_KEYS, MEDIA_LIMIT_VALUES, checkMediaFile } from './feed-logic';
import { EMPTY_TARGET, GroupTargetFields } from './group-target-fields';
import { MediaManager, type PendingFile } from './media-manager';
import { announcementKeys } from './query-keys';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface FormState {
  title: string;
  category: AnnouncementCategory | null;
  body: string;
  roles: Role[];
  targetGroups: boolean;
  groups: AnnouncementGroupTarget;
  requiresAcknowledgement: boolean;
  dueAt: string | null;
  reacknowledge: boolean;
}

const fromItem = (item: AnnouncementDetail | undefined): FormState => ({
  title: item?.title ?? '',
  category: item?.category ?? null,
  body: item?.body ?? '',
  roles: item?.audience.roles ?? [],
  targetGroups: !!item?.audience.groups,
  groups: item?.audience.groups ?? EMPTY_TARGET,
  requiresAcknowledgement: item?.requiresAcknowledgement ?? false,
  dueAt: item?.dueAt ? dayjs(item.dueAt).format('YYYY-MM-DD HH:mm:ss') : null,
  reacknowledge: false,
});

/** The server's upload refusals, in the author's language. */
function uploadErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return 'announcements.media.tooLarge';
  if (error.status === 415) return 'announcements.media.unsupported';
  if (error.status === 400) return 'announcements.media.tooMany';
  return null;
}

export function showUploadError(error: unknown, t: (key: string, values?: Record<string, number>) => string): void {
  const key = uploadErrorKey(error);
  if (key) toast.error(t(key, MEDIA_LIMIT_VALUES));
  else showGlobalErrorToast(error);
}

/** /dashboard/announcements/new and /:id/edit — authoring for guardians and above. */
export function AnnouncementEditorPage() {
  const { id } = useParams();
  const { group } = useReadySession();
  const existing = useQuery({
    queryKey: announcementKeys.detail(group.groupId, id ?? ''),
    queryFn: ({ signal }) => announcementsApi.get(group.groupId, id!, signal),
    enabled: !!id,
  });
  if (id && existing.isPending) return <Skeleton h={400} />;
  if (id && !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <EditorForm key={existing.data?.version ?? 'new'} item={existing.data} />;
}

function EditorForm({ item }: { item: AnnouncementDetail | undefined }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => fromItem(item));
  const [media, setMedia] = useState<AnnouncementMedia[]>(item?.media ?? []);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const isNew = !item;
  const status = item?.status ?? 'draft';
  const firstPublication = status === 'draft';

  const titleError = touched && !form.title.trim() ? t('announcements.editor.titleRequired') : undefined;
  const categoryError = touched && !form.category ? t('announcements.editor.categoryRequired') : undefined;
  const dueInPast = form.requiresAcknowledgement && form.dueAt !== null && dayjs(form.dueAt).isBefore(dayjs());

  const addFiles = (files: File[]) => {
    const accepted: PendingFile[] = [];
    for (const file of files) {
      const check = checkMediaFile(file);
      if (!check.ok) {
        toast.error(t(check.reason === 'size' ? 'announcements.media.tooLarge' : 'announcements.media.unsupported', MEDIA_LIMIT_VALUES));
        continue;
      }
      accepted.push({ key: `${file.name}-${file.size}-${Math.random()}`, file, kind: check.kind, progress: null });
    }
    if (accepted.length === 0) return;
    if (isNew) setPending((p) => [...p, ...accepted]);
    else void sendFiles(item._id, accepted);
  };

  /** Sends files one by one with progress; false when one was refused (the rest stay pending). */
  const sendFiles = async (announcementId: string, files: PendingFile[]): Promise<boolean> => {
    setPending((p) => [...p.filter((x) => !files.some((f) => f.key === x.key)), ...files]);
    for (const file of files) {
      try {
        const stored = await announcementsApi.uploadMedia(tenantId, announcementId, file.file, (percent) =>
          setPending((p) => p.map((x) => (x.key === file.key ? { ...x, progress: percent } : x))),
        );
        setMedia((m) => [...m, stored]);
        setPending((p) => p.filter((x) => x.key !== file.key));
      } catch (error) {
        setPending((p) => p.filter((x) => x.key !== file.key));
        showUploadError(error, t);
        return false;
      }
    }
    return true;
  };

  const removeMedia = async (m: AnnouncementMedia) => {
    try {
      await announcementsApi.removeMedia(tenantId, item!._id, m._id);
      setMedia((list) => list.filter((x) => x._id !== m._id));
    } catch (error) {
      showGlobalErrorToast(error);
    }
  };

  const audience = () => ({
    roles: form.roles,
    groups: firstPublication && form.targetGroups ? form.groups : (item?.audience.groups ?? null),
  });
  const dueIso = () => (form.requiresAcknowledgement && form.dueAt ? dayjs(form.dueAt).toISOString() : null);

  const save = async (publish: boolean) => {
    setTouched(true);
    if (!form.title.trim() || !form.category || form.title.length > ANNOUNCEMENT_LIMITS.titleMaxLength) return;
    if (publish && !form.body && media.length + pending.length === 0) {
      toast.warning(t('announcements.editor.bodyRequired'));
      return;
    }
    if (dueInPast) return;
    setSaving(true);
    try {
      const fields = {
        title: form.title.trim(),
        category: form.category,
        body: form.body,
        audience: audience(),
        requiresAcknowledgement: form.requiresAcknowledgement,
        dueAt: dueIso(),
      };
      let saved: AnnouncementDetail;
      if (isNew) {
        saved = await announcementsApi.create(tenantId, { ...fields, status: 'draft' });
        if (pending.length > 0 && !(await sendFiles(saved._id, pending))) {
          void navigate(`/dashboard/announcements/${saved._id}/edit`, { replace: true });
          return;
        }
        if (publish) saved = await announcementsApi.update(tenantId, saved._id, { status: 'published', version: saved.version });
      } else {
        saved = await announcementsApi.update(tenantId, item._id, {
          ...fields,
          version: item.version,
          ...(publish ? { status: 'published' as const } : {}),
          ...(form.reacknowledge ? { requestReacknowledgement: true } : {}),
        });
      }
      queryClient.setQueryData(announcementKeys.detail(tenantId, saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all(tenantId) });
      toast.success(
        t(saved.status === 'published' && (publish || isNew) ? 'announcements.actions.published' : 'announcements.editor.saved'),
      );
      if (saved.publishedTo.length > 0 && publish) toast.info(t('announcements.groups.publishedTo', { count: saved.publishedTo.length }));
      void navigate(`/dashboard/announcements/${saved._id}`);
    } catch (error) {
      showAuthoringError(error, t);
    } finally {
      setSaving(false);
    }
  };

  const back = item ? `/dashboard/announcements/${item._id}` : '/dashboard/announcements';
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('announcements.editor.back')}
        </Group>
      </Anchor>
      <PageHeader title={isNew ? t('announcements.editor.newTitle') : t('announcements.editor.editTitle')} />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t('announcements.editor.title')}
              value={form.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              maxLength={ANNOUNCEMENT_LIMITS.titleMaxLength}
              required
              error={titleError}
              data-testid="title-input"
            />
            <Select
              label={t('announcements.editor.category')}
              data={ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_KEYS[c]) }))}
              value={form.category}
              onChange={(value) => set('category', value as AnnouncementCategory | null)}
              required
              error={categoryError}
              comboboxProps={{ withinPortal: true }}
              data-testid="category-select"
            />
          </Group>
          <Input.Wrapper label={t('announcements.editor.body')} id="body-label" labelProps={{ id: 'body-label-text' }}>
            <Suspense fallback={<Skeleton h={260} />}>
              <RichTextEditor
                value={form.body}
                onChange={(html) => set('body', html)}
                label={t('announcements.editor.body')}
                labelId="body-label-text"
              />
            </Suspense>
          </Input.Wrapper>
          <MediaManager
            media={media}
            pending={pending}
            onAdd={addFiles}
            onRemoveMedia={(m) => void removeMedia(m)}
            onRemovePending={(key) => setPending((p) => p.filter((x) => x.key !== key))}
            busy={saving}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <MultiSelect
            label={t('announcements.editor.roles')}
            description={t('announcements.editor.rolesHelp')}
            placeholder={form.roles.length ? undefined : t('announcements.editor.everyone')}
            data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={form.roles}
            onChange={(value) => set('roles', value as Role[])}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          {firstPublication && (
            <GroupTargetFields
              homeId={tenantId}
              enabled={form.targetGroups}
              onEnabledChange={(enabled) => set('targetGroups', enabled)}
              value={form.groups}
              onChange={(value) => set('groups', value)}
            />
          )}
          <Switch
            label={t('announcements.editor.requiresAck')}
            description={t('announcements.editor.requiresAckHelp')}
            checked={form.requiresAcknowledgement}
            onChange={(event) => set('requiresAcknowledgement', event.currentTarget.checked)}
            data-testid="requires-ack"
          />
          {form.requiresAcknowledgement && (
            <DateTimePicker
              label={t('announcements.editor.dueAt')}
              description={t('announcements.editor.noDueDate')}
              value={form.dueAt}
              onChange={(value) => set('dueAt', value)}
              minDate={new Date()}
              valueFormat="DD/MM/YYYY - HH:mm"
              clearable
              maw={320}
              error={dueInPast ? t('announcements.editor.dueInPast') : undefined}
            />
          )}
          {status === 'published' && form.requiresAcknowledgement && item?.requiresAcknowledgement && (
            <Checkbox
              label={t('announcements.editor.reacknowledge')}
              description={t('announcements.editor.reacknowledgeHelp')}
              checked={form.reacknowledge}
              onChange={(event) => set('reacknowledge', event.currentTarget.checked)}
            />
          )}
        </Stack>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to={back}>
          {t('actions.cancel')}
        </Button>
        {firstPublication ? (
          <>
            <Button variant="default" onClick={() => void save(false)} loading={saving} data-testid="save-draft">
              {t('announcements.editor.saveDraft')}
            </Button>
            <Button onClick={() => void save(true)} loading={saving} data-testid="publish">
              {t('announcements.actions.publish')}
            </Button>
          </>
        ) : (
          <Button onClick={() => void save(false)} loading={saving} data-testid="save-changes">
            {t('announcements.editor.saveChanges')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
