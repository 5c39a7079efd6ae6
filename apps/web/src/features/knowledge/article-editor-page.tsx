import { lazy, Suspense, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Input,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_STATUSES,
  LOCALES,
  ROLES,
  type KnowledgeArticle,
  type KnowledgeStatus,
  type Locale,
  type Role,
} from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { showGlobalErrorToast } from '../../app/toasts/global-error-toast';
import { toast } from '../../app/toasts/toast';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { languageOptions } from './import-dialog';
import { knowledgeApi } from './knowledge-api';
import { knowledgeKeys } from './query-keys';
import { STATUS_KEYS } from './knowledge-labels';

const RichTextEditor = lazy(() => import('../announcements/rich-text-editor'));

interface FormState {
  title: string;
  bodyHtml: string;
  tags: string[];
  language: Locale;
  audienceRoles: Role[];
  status: KnowledgeStatus;
}

/** /dashboard/knowledge/new and /:articleId/edit — writing for guardians and above. */
export function ArticleEditorPage() {
  const { articleId } = useParams();
  const { group } = useReadySession();
  const existing = useQuery({
    queryKey: knowledgeKeys.article(group.groupId, articleId ?? ''),
    queryFn: ({ signal }) => knowledgeApi.get(group.groupId, articleId!, signal),
    enabled: !!articleId,
  });
  if (articleId && existing.isPending) return <Skeleton h={400} />;
  if (articleId && !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <EditorForm key={existing.data?.updatedAt ?? 'new'} article={existing.data} />;
}

function EditorForm({ article }: { article: KnowledgeArticle | undefined }) {
  const { t, i18n } = useTranslation();
  const { group } = useReadySession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => ({
    title: article?.title ?? '',
    bodyHtml: article?.bodyHtml ?? '',
    tags: article?.tags ?? [],
    language: article?.language ?? ((LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en-US'),
    audienceRoles: article?.audienceRoles ?? [],
    status: article?.status ?? 'draft',
  }));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const titleError = touched && !form.title.trim() ? t('knowledge.editor.titleRequired') : undefined;
  const back = article ? `/dashboard/knowledge/${article.articleId}` : '/dashboard/knowledge';

  const save = async () => {
    setTouched(true);
    if (!form.title.trim()) return;
    setSaving(true);
    try {
      const body = { ...form, title: form.title.trim() };
      const saved = article
        ? await knowledgeApi.update(group.groupId, article.articleId, body)
        : await knowledgeApi.create(group.groupId, body);
      queryClient.setQueryData(knowledgeKeys.article(group.groupId, saved.articleId), saved);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(group.groupId) });
      toast.success(t('knowledge.editor.saved'));
      void navigate(`/dashboard/knowledge/${saved.articleId}`);
    } catch (error) {
      showGlobalErrorToast(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('knowledge.editor.back')}
        </Group>
      </Anchor>
      <PageHeader title={article ? t('knowledge.editor.editTitle') : t('knowledge.editor.newTitle')} />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <TextInput
            label={t('knowledge.editor.title')}
            value={form.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={KNOWLEDGE_LIMITS.titleMaxLength}
            required
            error={titleError}
            data-testid="article-title-input"
          />
          <Input.Wrapper label={t('knowledge.editor.body')} id="article-body-label" labelProps={{ id: 'article-body-label-text' }}>
            <Suspense fallback={<Skeleton h={260} />}>
              <RichTextEditor
                value={form.bodyHtml}
                onChange={(html) => set('bodyHtml', html)}
                label={t('knowledge.editor.body')}
                labelId="article-body-label-text"
              />
            </Suspense>
          </Input.Wrapper>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group grow align="flex-start">
            <TagsInput
              label={t('knowledge.editor.tags')}
              description={t('knowledge.editor.tagsHelp')}
              value={form.tags}
              onChange={(value) => set('tags', value.map((tag) => tag.trim().toLowerCase()).filter(Boolean))}
              maxTags={KNOWLEDGE_LIMITS.maxTags}
              clearable
            />
            <Select
              label={t('knowledge.language')}
              description={t('knowledge.editor.languageHelp')}
              data={languageOptions()}
              value={form.language}
              onChange={(value) => value && set('language', value as Locale)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <MultiSelect
            label={t('knowledge.editor.audience')}
            description={t('knowledge.editor.audienceHelp')}
            placeholder={form.audienceRoles.length ? undefined : t('knowledge.editor.everyone')}
            data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={form.audienceRoles}
            onChange={(value) => set('audienceRoles', value as Role[])}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Input.Wrapper label={t('knowledge.statusLabel')} id="article-status-label" labelProps={{ id: 'article-status-label-text' }}>
            <div>
              <SegmentedControl
                aria-labelledby="article-status-label-text"
                data={KNOWLEDGE_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
                value={form.status}
                onChange={(value) => set('status', value as KnowledgeStatus)}
                data-testid="article-status"
              />
            </div>
          </Input.Wrapper>
        </Stack>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to={back}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} data-testid="article-save">
          {t('knowledge.editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
