import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { PageNotFound } from '../../app/errors/page-not-found';
import { useReadySession } from '../../app/session/session-context';
import { ApiError } from '../../shared/api/api-error';
import { localeAutonym } from '../../shared/i18n/locale-names';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';
import { RichTextView } from '../announcements/rich-text-view';
import { knowledgeApi } from './knowledge-api';
import { knowledgeKeys } from './query-keys';
import { STATUS_COLOURS, STATUS_KEYS } from './knowledge-labels';

/** /dashboard/knowledge/:articleId: one article, sanitised again before it is shown. */
export function ArticlePage() {
  const { t } = useTranslation();
  const { articleId = '' } = useParams();
  const { group, user } = useReadySession();
  const article = useQuery({
    queryKey: knowledgeKeys.article(group.groupId, articleId),
    queryFn: ({ signal }) => knowledgeApi.get(group.groupId, articleId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (article.isPending) return <Skeleton h={420} radius="lg" />;
  if (article.isError) {
    if (article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)) return <PageNotFound />;
    return <LoadFailed onRetry={() => void article.refetch()} />;
  }
  const a = article.data;
  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to="/dashboard/knowledge" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('knowledge.back')}
        </Group>
      </Anchor>
      <Paper withBorder p="xl" component="article" aria-labelledby="article-title">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap" mb="sm">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} size="h2" id="article-title" data-testid="article-title">
              {a.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('knowledge.byline', { name: a.author.name })} · {t('knowledge.updated')} <RelativeTimeLabel value={a.updatedAt} /> ·{' '}
              <span lang={a.language}>{localeAutonym(a.language)}</span>
            </Text>
            <Group gap="xs">
              {a.status !== 'published' && (
                <Badge variant="light" color={STATUS_COLOURS[a.status]}>
                  {t(STATUS_KEYS[a.status])}
                </Badge>
              )}
              {a.tags.map((name) => (
                <Badge
                  key={name}
                  variant="outline"
                  color="gray.7"
                  tt="none"
                  component={Link}
                  to={`/dashboard/knowledge?tag=${encodeURIComponent(name)}`}
                  style={{ cursor: 'pointer' }}
                >
                  {name}
                </Badge>
              ))}
              {a.audienceRoles.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('knowledge.audienceFor', { roles: a.audienceRoles.map((role) => t(`roles.${role}`)).join(', ') })}
                </Text>
              )}
            </Group>
          </Stack>
          {roleAtLeast(user.role, 'guardian') && (
            <Button
              component={Link}
              to={`/dashboard/knowledge/${a.articleId}/edit`}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('knowledge.edit')}
            </Button>
          )}
        </Group>
        <div lang={a.language}>
          <RichTextView html={a.bodyHtml} />
        </div>
      </Paper>
    </Stack>
  );
}
