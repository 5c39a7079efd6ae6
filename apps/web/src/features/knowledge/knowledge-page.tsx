import { useState } from 'react';
import { Anchor, Badge, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconBook2, IconFileImport, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  KNOWLEDGE_SEARCH_DEBOUNCE_MS,
  KNOWLEDGE_STATUSES,
  LOCALES,
  roleAtLeast,
  type KnowledgeStatus,
  type Locale,
} from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { localeAutonym } from '../../shared/i18n/locale-names';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';
import { SearchInput } from '../../shared/ui/search-input';
import { AppIcon } from '../dashboard/app-icon';
import { ImportDialog, languageOptions } from './import-dialog';
import { knowledgeApi, type KnowledgeSearchParams } from './knowledge-api';
import { knowledgeKeys } from './query-keys';
import { STATUS_COLOURS, STATUS_KEYS } from './knowledge-labels';
import { Snippet } from './snippet';
import classes from './knowledge.module.css';

const PAGE_SIZE = 10;

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is KnowledgeStatus => (KNOWLEDGE_STATUSES as readonly string[]).includes(value ?? '');

/** /dashboard/knowledge: search the group's articles (filters and page in the address, so a search can be shared). */
export function KnowledgePage() {
  const { t, i18n } = useTranslation();
  const { group, user } = useReadySession();
  const editor = roleAtLeast(user.role, 'guardian');
  const [params, setParams] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const language = params.get('language');
  const status = params.get('status');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search: KnowledgeSearchParams = {
    q,
    tag: tag ? [tag] : [],
    language: isLocale(language) ? [language] : [],
    status: editor && isStatus(status) ? [status] : [],
    // Without a query the latest articles come in the reader's own language first, then the group's others.
    preferLanguage: LOCALES.find((l) => l === i18n.language),
    page,
    limit: PAGE_SIZE,
  };
  const results = useQuery({
    queryKey: knowledgeKeys.search(group.groupId, search),
    queryFn: ({ signal }) => knowledgeApi.search(group.groupId, search, signal),
    placeholderData: keepPreviousData,
  });
  /** Changes one filter and goes back to the first page. */
  const change = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name === 'q' },
    );
  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = !!(q || tag || language || status);

  let body;
  if (results.isPending) body = <Skeleton h={320} radius="lg" />;
  else if (results.isError) body = <LoadFailed onRetry={() => void results.refetch()} />;
  else if (results.data.data.length === 0)
    body = (
      <EmptyState
        icon={<IconBook2 size={28} />}
        title={filtered ? t('knowledge.noMatchTitle') : t('knowledge.emptyTitle')}
        description={filtered ? t('knowledge.noMatchDescription') : t('knowledge.emptyDescription')}
        order={2}
      />
    );
  else
    body = (
      <ul className={classes.hits} aria-label={t('knowledge.results')} data-testid="knowledge-results">
        {results.data.data.map((hit) => (
          <li key={hit.articleId} className={classes.hit} data-testid="knowledge-hit">
            <Group gap="xs" wrap="wrap" mb={4}>
              <Anchor component={Link} to={`/dashboard/knowledge/${hit.articleId}`} fw={650}>
                {hit.title}
              </Anchor>
              {hit.status !== 'published' && (
                <Badge size="xs" variant="light" color={STATUS_COLOURS[hit.status]}>
                  {t(STATUS_KEYS[hit.status])}
                </Badge>
              )}
            </Group>
            {hit.snippetHtml && <Snippet html={hit.snippetHtml} lineClamp={3} />}
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="xs" c="dimmed">
                {localeAutonym(hit.language)} · {t('knowledge.updated')} <RelativeTimeLabel value={hit.updatedAt} />
              </Text>
              {hit.tags.map((name) => (
                <Badge key={name} size="xs" variant="outline" color="gray.7" tt="none">
                  {name}
                </Badge>
              ))}
            </Group>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader
        title={t('knowledge.title')}
        description={t('knowledge.description')}
        eyebrow={<AppIcon icon="knowledge" accent="#0ca678" size={32} />}
        actions={
          editor && (
            <>
              <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
                {t('knowledge.import.action')}
              </Button>
              <Button component={Link} to="/dashboard/knowledge/new" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('knowledge.newArticle')}
              </Button>
            </>
          )
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput
            label={t('knowledge.search')}
            initialValue={q}
            onSearch={(value) => change('q', value)}
            debounceMs={KNOWLEDGE_SEARCH_DEBOUNCE_MS}
            maw={420}
          />
          <Select
            label={t('knowledge.tag')}
            placeholder={t('knowledge.allTags')}
            data={results.data?.tags ?? (tag ? [tag] : [])}
            value={tag || null}
            onChange={(value) => change('tag', value)}
            clearable
            searchable
            w={200}
            comboboxProps={{ withinPortal: true }}
            data-testid="knowledge-tag"
          />
          <Select
            label={t('knowledge.language')}
            placeholder={t('knowledge.allLanguages')}
            data={languageOptions()}
            value={isLocale(language) ? language : null}
            onChange={(value) => change('language', value)}
            clearable
            w={220}
            comboboxProps={{ withinPortal: true }}
            data-testid="knowledge-language"
          />
          {editor && (
            <Select
              label={t('knowledge.statusLabel')}
              placeholder={t('knowledge.allStatuses')}
              data={KNOWLEDGE_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
              value={isStatus(status) ? status : null}
              onChange={(value) => change('status', value)}
              clearable
              w={180}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Group>
        {results.data && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="knowledge-count">
            {t(results.data.more ? 'knowledge.countAtLeast' : 'knowledge.count', { count: total })}
          </Text>
        )}
        <Paper withBorder px="lg" py="xs">
          {body}
        </Paper>
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => change('page', String(next))}
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            />
          </Group>
        )}
      </Stack>
      {editor && <ImportDialog opened={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
