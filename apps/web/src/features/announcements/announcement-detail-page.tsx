import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDetail, AnnouncementMedia } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { toast } from '../../app/toasts/toast';
import { formatTimestamp } from '../../shared/ui/format-timestamp';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';
import { announcementsApi } from './announcements-api';
import { AuthorActions } from './author-actions';
import { CATEGORY_COLORS, CATEGORY_KEYS, STATUS_KEYS, canAuthor, needsAcknowledgement } from './feed-logic';
import { applyReceipt } from './live-unread';
import { announcementKeys } from './query-keys';
import { RichTextView } from './rich-text-view';
import classes from './announcements.module.css';

function Gallery({ media }: { media: AnnouncementMedia[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AnnouncementMedia | null>(null);
  const images = media.filter((m) => m.kind === 'image');
  const videos = media.filter((m) => m.kind === 'video');
  if (media.length === 0) return null;
  return (
    <Stack gap="sm">
      {videos.map((video) => (
        <video
          key={video._id}
          src={video.url}
          controls
          preload="metadata"
          style={{ width: '100%', maxHeight: 420, borderRadius: 8 }}
          aria-label={video.fileName}
        />
      ))}
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.gallery}>
          {images.map((image) => (
            <UnstyledButton
              key={image._id}
              onClick={() => setOpen(image)}
              aria-label={t('announcements.detail.openImage', { name: image.fileName })}
            >
              <Image src={image.url} alt={image.fileName} radius="sm" h={160} fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        title={open?.fileName}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        centered
      >
        {open && <Image src={open.url} alt={open.fileName} fit="contain" mah="75vh" />}
      </Modal>
    </Stack>
  );
}

/** /dashboard/announcements/:id — opening it marks it read; the Acknowledge button when asked for. */
export function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: announcementKeys.detail(tenantId, id),
    queryFn: ({ signal }) => announcementsApi.get(tenantId, id, signal),
  });

  const read = useMutation({
    mutationFn: () => announcementsApi.read(tenantId, id),
    onSuccess: (receipt) => {
      applyReceipt(queryClient, tenantId, receipt);
      void queryClient.invalidateQueries({ queryKey: announcementKeys.feed(tenantId) });
    },
    meta: { silent: true },
  });
  const acknowledge = useMutation({
    mutationFn: () => announcementsApi.acknowledge(tenantId, id),
    onSuccess: (receipt) => {
      applyReceipt(queryClient, tenantId, receipt);
      void queryClient.invalidateQueries({ queryKey: announcementKeys.feed(tenantId) });
      toast.success(t('announcements.detail.acknowledgedToast'));
    },
  });

  // Opening = reading (platform.md §3): once per visit, only for a published one not read yet.
  const marked = useRef<string | null>(null);
  const item: AnnouncementDetail | undefined = detail.data;
  useEffect(() => {
    if (!item || item.status !== 'published' || item.announcementReadAckStatus.readAt || marked.current === item._id) return;
    marked.current = item._id;
    read.mutate();
  }, [item, read]);

  const back = (
    <Anchor component={Link} to="/dashboard/announcements" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('announcements.detail.back')}
      </Group>
    </Anchor>
  );

  if (detail.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('announcements.feed.loading')}>
        {back}
        <Skeleton h={36} w="60%" />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (!item) {
    return (
      <Stack gap="md">
        {back}
        <Paper withBorder>
          <LoadFailed onRetry={() => void detail.refetch()} />
        </Paper>
      </Stack>
    );
  }

  const receipt = item.announcementReadAckStatus;
  return (
    <Stack gap="lg" maw={880}>
      {back}
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={CATEGORY_COLORS[item.category]}>
            {t(CATEGORY_KEYS[item.category])}
          </Badge>
          {item.status !== 'published' && (
            <Badge variant="outline" color="gray">
              {t(STATUS_KEYS[item.status])}
            </Badge>
          )}
        </Group>
        <Title order={1} size="h2" className={classes.title}>
          {item.title}
        </Title>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {item.author}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="sm" c="dimmed">
            <RelativeTimeLabel value={item.publishedAt ?? item.createdAt} />
          </Text>
        </Group>
      </Stack>

      {canAuthor(user.role) && <AuthorActions item={item} />}

      {item.requiresAcknowledgement &&
        item.status === 'published' &&
        (needsAcknowledgement(item) ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconClockExclamation size={20} aria-hidden />}
            title={t('announcements.detail.ackTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {item.dueAt ? t('announcements.detail.ackDue', { date: formatTimestamp(item.dueAt) }) : t('announcements.detail.ackPrompt')}
              </Text>
              <Button color="red" onClick={() => acknowledge.mutate()} loading={acknowledge.isPending} data-testid="acknowledge">
                {t('announcements.detail.acknowledge')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} data-testid="acknowledged">
            {t('announcements.detail.acknowledgedOn', { date: formatTimestamp(receipt.acknowledgementAt!) })}
          </Alert>
        ))}

      <Paper withBorder p="lg">
        {item.body ? (
          <RichTextView html={item.body} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('announcements.detail.noBody')}
          </Text>
        )}
      </Paper>
      <Gallery media={item.media} />
    </Stack>
  );
}
