import { useRef, useState, type ReactNode } from 'react';
import { Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadWithProgress } from '../api/upload-with-progress';
import { formatFileSize, hasAcceptedExtension } from './accepted-file';

export interface FileUploadDialogProps<T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Endpoint receiving a multipart POST. */
  url: string;
  field?: string;
  /** Accepted extensions, with the dot: ['.xlsx', '.xls', '.csv']. */
  accept: readonly string[];
  onUploaded: (reply: T) => void;
  /** Fields the upload needs besides the file (shown above it). */
  children?: ReactNode;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done' };

/** Choose a file, send it, watch it go: the upload dialog used by user and group uploads. */
export function FileUploadDialog<T>({
  opened,
  onClose,
  title,
  description,
  url,
  field,
  accept,
  onUploaded,
  children,
}: FileUploadDialogProps<T>) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const uploading = phase.kind === 'uploading';

  const reset = () => {
    setFile(null);
    setInvalid(false);
    setPhase({ kind: 'idle' });
  };

  const close = () => {
    abort.current?.abort();
    reset();
    onClose();
  };

  const choose = (next: File | null) => {
    setFile(next);
    setInvalid(next !== null && !hasAcceptedExtension(next.name, accept));
    setPhase({ kind: 'idle' });
  };

  // A mutation, so a failed upload gets the global error toast like any other call.
  const mutation = useMutation({
    mutationFn: (chosen: File) => {
      const controller = new AbortController();
      abort.current = controller;
      setPhase({ kind: 'uploading', percent: 0 });
      return uploadWithProgress<T>({
        url,
        file: chosen,
        field,
        signal: controller.signal,
        onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
      });
    },
    onSuccess: (reply) => {
      setPhase({ kind: 'done' });
      onUploaded(reply);
    },
    onError: () => setPhase({ kind: 'idle' }),
    onSettled: () => {
      abort.current = null;
    },
  });

  const upload = () => {
    if (file && !invalid) mutation.mutate(file);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
        <FileInput
          label={t('upload.fileLabel')}
          placeholder={t('upload.choose')}
          accept={accept.join(',')}
          value={file}
          onChange={choose}
          disabled={uploading}
          clearable
          leftSection={<IconFileUpload size={16} aria-hidden />}
          description={t('upload.accepted', { extensions: accept.join(', ') })}
          error={invalid ? t('upload.invalidFileType') : undefined}
        />
        {file && !invalid && (
          <Text size="sm" c="dimmed">
            {t('upload.selected', { name: file.name, size: formatFileSize(file.size, i18n.language) })}
          </Text>
        )}
        {phase.kind !== 'idle' && (
          <Stack gap={4}>
            <Progress
              value={phase.kind === 'done' ? 100 : phase.percent}
              animated={uploading}
              aria-label={t('upload.progress')}
              color={phase.kind === 'done' ? 'teal' : 'brand'}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {phase.kind === 'done' ? t('upload.done') : t('upload.percent', { percent: phase.percent })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {uploading ? t('upload.cancel') : t('actions.close')}
          </Button>
          <Button onClick={upload} loading={uploading} disabled={!file || invalid || phase.kind === 'done'}>
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
