import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconMovie, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_MEDIA, type AnnouncementMedia } from '@switchboard/contracts';
import { formatFileSize } from '../../shared/ui/accepted-file';
import { MEDIA_ACCEPT, MEDIA_LIMIT_VALUES } from './feed-logic';

/** A file chosen but not sent yet (new announcements send them when saved). */
export interface PendingFile {
  key: string;
  file: File;
  kind: 'image' | 'video';
  /** 0–100 while sending. */
  progress: number | null;
}

interface MediaManagerProps {
  media: AnnouncementMedia[];
  pending: PendingFile[];
  onAdd: (files: File[]) => void;
  onRemoveMedia: (media: AnnouncementMedia) => void;
  onRemovePending: (key: string) => void;
  busy?: boolean;
}

function Tile({
  src,
  kind,
  name,
  detail,
  progress,
  onRemove,
  removeLabel,
}: {
  src: string;
  kind: 'image' | 'video';
  name: string;
  detail: string;
  progress: number | null;
  onRemove?: () => void;
  removeLabel: string;
}) {
  return (
    <Paper withBorder p={6} radius="sm" data-testid="media-tile">
      {kind === 'image' ? (
        <Image src={src} alt={name} h={96} fit="cover" radius="xs" />
      ) : (
        <Group h={96} justify="center" bg="gray.1" style={{ borderRadius: 4 }}>
          <IconMovie size={32} aria-hidden />
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap" gap={4} mt={6}>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </div>
        {onRemove && (
          <Tooltip label={removeLabel}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={removeLabel}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {progress !== null && <Progress value={progress} size="xs" mt={4} aria-label={name} animated />}
    </Paper>
  );
}

/** Images (up to 5, 4 MB each) and one video (10 MB) of an announcement. */
export function MediaManager({ media, pending, onAdd, onRemoveMedia, onRemovePending, busy = false }: MediaManagerProps) {
  const { t, i18n } = useTranslation();
  const previews = useMemo(() => new Map(pending.map((p) => [p.key, URL.createObjectURL(p.file)])), [pending]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const images = media.filter((m) => m.kind === 'image').length + pending.filter((p) => p.kind === 'image').length;
  const videos = media.filter((m) => m.kind === 'video').length + pending.filter((p) => p.kind === 'video').length;
  const full = images >= ANNOUNCEMENT_MEDIA.maxImages && videos >= ANNOUNCEMENT_MEDIA.maxVideos;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" fw={500} id="media-label">
            {t('announcements.media.label')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('announcements.media.limits', { images, videos, ...MEDIA_LIMIT_VALUES })}
          </Text>
        </div>
        <FileButton onChange={onAdd} accept={MEDIA_ACCEPT} multiple disabled={busy || full}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={busy || full}
              data-testid="add-media"
            >
              {t('announcements.media.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {media.length + pending.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-labelledby="media-label" role="list">
          {media.map((m) => (
            <div role="listitem" key={m._id}>
              <Tile
                src={m.url}
                kind={m.kind}
                name={m.fileName}
                detail={formatFileSize(m.size, i18n.language)}
                progress={null}
                onRemove={busy ? undefined : () => onRemoveMedia(m)}
                removeLabel={t('announcements.media.remove', { name: m.fileName })}
              />
            </div>
          ))}
          {pending.map((p) => (
            <div role="listitem" key={p.key}>
              <Tile
                src={previews.get(p.key) ?? ''}
                kind={p.kind}
                name={p.file.name}
                detail={p.progress === null ? t('announcements.media.pending') : t('announcements.media.sending', { percent: p.progress })}
                progress={p.progress}
                onRemove={busy ? undefined : () => onRemovePending(p.key)}
                removeLabel={t('announcements.media.remove', { name: p.file.name })}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
