import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_SEARCH_DEBOUNCE_MS, LOCALES } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { SearchInput } from '../../shared/ui/search-input';
import { WidgetLoading } from '../dashboard/widgets/widget-loading';
import { knowledgeApi } from './knowledge-api';
import { knowledgeKeys } from './query-keys';
import { Snippet } from './snippet';
import classes from './knowledge.module.css';

const WIDGET_HITS = 5;

/** The Knowledge card: search the group's articles, the best hits with their snippets. */
export default function KnowledgeWidget() {
  const { t, i18n } = useTranslation();
  const { group } = useReadySession();
  const [q, setQ] = useState('');
  // The latest articles in the reader's own language first, then the group's others.
  const preferLanguage = LOCALES.find((l) => l === i18n.language);
  const params = { q, preferLanguage, page: 1, limit: WIDGET_HITS };
  const search = useQuery({
    queryKey: knowledgeKeys.search(group.groupId, params),
    queryFn: ({ signal }) => knowledgeApi.search(group.groupId, params, signal),
    placeholderData: keepPreviousData,
  });
  let body;
  if (search.isPending) body = <WidgetLoading />;
  else if (search.isError) body = <LoadFailed onRetry={() => void search.refetch()} />;
  else if (search.data.data.length === 0)
    body = (
      <EmptyState
        icon={<IconBook2 size={24} />}
        title={q ? t('knowledge.noMatchTitle') : t('knowledge.emptyTitle')}
        description={q ? t('knowledge.noMatchDescription') : t('knowledge.emptyDescription')}
        order={4}
      />
    );
  else
    body = (
      <ul className={classes.hits} aria-label={t('knowledge.results')} data-testid="knowledge-widget-hits">
        {search.data.data.map((hit) => (
          <li key={hit.articleId} className={classes.hit}>
            <Anchor component={Link} to={`/dashboard/knowledge/${hit.articleId}`} fw={600} size="sm">
              {hit.title}
            </Anchor>
            {hit.snippetHtml && <Snippet html={hit.snippetHtml} lineClamp={2} />}
          </li>
        ))}
      </ul>
    );
  return (
    <Stack gap="xs">
      <SearchInput label={t('knowledge.search')} onSearch={setQ} debounceMs={KNOWLEDGE_SEARCH_DEBOUNCE_MS} maw={10_000} />
      {body}
      {search.data && search.data.total > 0 && (
        <Anchor component={Link} to={q ? `/dashboard/knowledge?q=${encodeURIComponent(q)}` : '/dashboard/knowledge'} size="xs">
          {search.data.more ? t('knowledge.seeAllResults') : t('knowledge.seeAll', { count: search.data.total })}
        </Anchor>
      )}
      {search.isFetching && !search.isPending && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('knowledge.searching')}
        </Text>
      )}
    </Stack>
  );
}
