import { useRef, useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Paper, Progress, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS, UPLOAD_PROGRESS_EVENT, uploadProgress, type ExportName, type UploadJob } from '@switchboard/contracts';
import { showGlobalErrorToast } from '../../../app/toasts/global-error-toast';
import { showToast } from '../../../app/toasts/toast';
import { ApiError, AppMessageError } from '../../../shared/api/api-error';
import { uploadWithProgress } from '../../../shared/api/upload-with-progress';
import { trackUsage } from '../../../shared/analytics/usage-analytics';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { formatFileSize, hasAcceptedExtension } from '../../../shared/ui/accepted-file';
import { adminApi, uploadBase, type UploadKind } from './uploads-api';
import { UploadIssuesTable } from './upload-issues-table';
import { refusalText, type Translated } from './upload-texts';

const ACCEPT = ['.xlsx', '.xls', '.csv'] as const;

type Step =
  | { step: 'choose'; refusal: Translated | null }
  | { step: 'uploading'; percent: number; rows: number | null }
  | { step: 'preview'; job: UploadJob; key: string }
  | { step: 'committing'; job: UploadJob; key: string; rows: number }
  | { step: 'result'; job: UploadJob };

export interface UploadFlowDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: UploadKind;
  /** The active group: users are uploaded into it, group upload jobs are kept in it, its events socket reports progress. */
  tenantId: string;
  template: ExportName;
  onCommitted?: (job: UploadJob) => void;
}

const stepIndex = (step: Step['step']) => (step === 'choose' || step === 'uploading' ? 0 : step === 'result' ? 2 : 1);

function Stat({ label, value, color, testId }: { label: string; value: number; color?: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Paper>
  );
}

/**
 * The bulk upload flow (platform.md §5, issue 6): choose a file → it is checked row by row
 * (progress from the events socket for large files) → preview with valid and invalid counts and
 * the invalid rows with their remarks → commit in one transaction → created / updated / unchanged /
 * failed → the report, every row with its remarks.
 */
export function UploadFlowDialog({ opened, onClose, kind, tenantId, template, onCommitted }: UploadFlowDialogProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<Step>({ step: 'choose', refusal: null });
  const [file, setFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const maxBytes = (name: string) =>
    kind === 'groups'
      ? UPLOAD_LIMITS.groupFileMaxBytes
      : name.toLowerCase().endsWith('.xls')
        ? UPLOAD_LIMITS.xlsFileMaxBytes
        : UPLOAD_LIMITS.userFileMaxBytes;

  useServerEvents(tenantId, (event) => {
    if (event.type !== UPLOAD_PROGRESS_EVENT) return;
    const parsed = uploadProgress.safeParse(event.payload);
    if (!parsed.success || parsed.data.kind !== kind) return;
    const progress = parsed.data;
    setState((current) => {
      if (current.step === 'uploading' && progress.phase === 'preview' && progress.fileName === file?.name) {
        return { ...current, rows: progress.processedRows };
      }
      if (current.step === 'committing' && progress.phase === 'commit' && progress.jobId === current.job.jobId) {
        return { ...current, rows: progress.processedRows };
      }
      return current;
    });
  });

  const reset = () => {
    abort.current?.abort();
    setFile(null);
    setState({ step: 'choose', refusal: null });
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = (next: File | null) => {
    setFile(next);
    if (next && !hasAcceptedExtension(next.name, ACCEPT))
      setState({ step: 'choose', refusal: { key: 'uploads.refusals.invalidFileType' } });
    else if (next && next.size > maxBytes(next.name))
      setState({
        step: 'choose',
        refusal: { key: 'uploads.refusals.tooLarge', values: { limit: formatFileSize(maxBytes(next.name), i18n.language) } },
      });
    else setState({ step: 'choose', refusal: null });
  };

  const upload = useMutation({
    meta: { silent: true },
    mutationFn: (chosen: File) => {
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'uploading', percent: 0, rows: null });
      return uploadWithProgress<UploadJob>({
        url: uploadBase(kind, tenantId),
        file: chosen,
        signal: controller.signal,
        onProgress: (percent) => setState((current) => (current.step === 'uploading' ? { ...current, percent } : current)),
      });
    },
    onSuccess: (job) => setState({ step: 'preview', job, key: crypto.randomUUID() }),
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const refusal = refusalText(error, i18n.language);
      setState({ step: 'choose', refusal });
      // The details stay in the dialog; the toast says what happened in a few words.
      showGlobalErrorToast(refusal ? new AppMessageError('uploads.refused') : error);
    },
  });

  const commit = useMutation({
    meta: { silent: true },
    mutationFn: ({ job, key }: { job: UploadJob; key: string }) => {
      setState({ step: 'committing', job, key, rows: 0 });
      return adminApi.commit(kind, tenantId, job.jobId, key);
    },
    onSuccess: (job) => {
      setState({ step: 'result', job });
      const result = job.result ?? { created: 0, updated: 0, unchanged: 0, failed: 0 };
      showToast({ type: result.failed > 0 ? 'warning' : 'success', message: t('uploads.committedToast', result) });
      const { created, updated, unchanged, failed } = result;
      trackUsage('upload_committed', { kind, jobId: job.jobId, created, updated, unchanged, failed });
      onCommitted?.(job);
    },
    onError: (error, { job, key }) => {
      if (error instanceof ApiError && error.status === 404) {
        // The preview expired (the server keeps uncommitted previews for a day): the file must be read again.
        setFile(null);
        setState({ step: 'choose', refusal: null });
        showGlobalErrorToast(new AppMessageError('uploads.expired'));
        return;
      }
      // Back to the preview with the same key: committing again is safe (the server never writes twice).
      setState({ step: 'preview', job, key });
      showGlobalErrorToast(error instanceof ApiError && error.status === 409 ? new AppMessageError('uploads.conflict') : error);
    },
  });

  const download = async (what: () => Promise<void>) => {
    setDownloading(true);
    try {
      await what();
    } catch (error) {
      showGlobalErrorToast(error);
    } finally {
      setDownloading(false);
    }
  };

  const title = kind === 'users' ? t('uploads.users.title') : t('uploads.groups.title');
  const reportButton = (job: UploadJob) => (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download(() => adminApi.report(kind, tenantId, job))}
      data-testid="upload-report"
    >
      {t('uploads.downloadReport')}
    </Button>
  );

  return (
    <Modal opened={opened} onClose={close} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="lg">
        <Stepper active={stepIndex(state.step)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('upload.choose')} />
          <Stepper.Step label={t('uploads.steps.preview')} />
          <Stepper.Step label={t('uploads.steps.result')} />
        </Stepper>

        {(state.step === 'choose' || state.step === 'uploading') && (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {kind === 'users' ? t('uploads.users.description') : t('uploads.groups.description')}
            </Text>
            <Group gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void download(() => adminApi.export(template))}
                loading={downloading}
                data-testid="upload-template"
              >
                {t('uploads.template')}
              </Button>
            </Group>
            <FileInput
              label={t('upload.fileLabel')}
              placeholder={t('upload.choose')}
              accept={ACCEPT.join(',')}
              value={file}
              onChange={choose}
              disabled={state.step === 'uploading'}
              clearable
              clearButtonProps={{ 'aria-label': t('uploads.clearFile') }}
              leftSection={<IconFileUpload size={16} aria-hidden />}
              description={t('uploads.limits', {
                extensions: ACCEPT.join(', '),
                rows: number(kind === 'users' ? UPLOAD_LIMITS.maxUserRows : UPLOAD_LIMITS.maxGroupRows),
                size: formatFileSize(kind === 'users' ? UPLOAD_LIMITS.userFileMaxBytes : UPLOAD_LIMITS.groupFileMaxBytes, i18n.language),
              })}
              data-testid="upload-file"
            />
            {state.step === 'choose' && state.refusal && (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('uploads.refused')}
                data-testid="upload-refusal"
              >
                {t(state.refusal.key, state.refusal.values)}
              </Alert>
            )}
            {state.step === 'uploading' && (
              <Stack gap={4}>
                <Progress
                  value={state.percent < 100 ? state.percent : 100}
                  animated
                  striped={state.percent >= 100}
                  aria-label={t('upload.progress')}
                />
                <Text size="xs" c="dimmed" aria-live="polite" data-testid="upload-progress">
                  {state.percent < 100
                    ? t('upload.percent', { percent: state.percent })
                    : state.rows === null
                      ? t('uploads.checkingStart')
                      : t('uploads.checking', { rows: number(state.rows) })}
                </Text>
              </Stack>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={state.step === 'uploading' ? reset : close}>
                {state.step === 'uploading' ? t('upload.cancel') : t('actions.cancel')}
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => file && upload.mutate(file)}
                loading={state.step === 'uploading'}
                disabled={!file || (state.step === 'choose' && state.refusal !== null)}
                data-testid="upload-submit"
              >
                {t('uploads.check')}
              </Button>
            </Group>
          </Stack>
        )}

        {(state.step === 'preview' || state.step === 'committing') && (
          <Stack gap="md">
            <Text size="sm" data-testid="upload-file-name">
              {t('uploads.previewOf', { name: state.job.fileName })}
            </Text>
            <SimpleGrid cols={3} spacing="sm">
              <Stat label={t('uploads.stats.total')} value={state.job.totalRows} testId="upload-total" />
              <Stat label={t('uploads.stats.valid')} value={state.job.validRows} color="teal.8" testId="upload-valid" />
              <Stat
                label={t('uploads.stats.invalid')}
                value={state.job.invalidRows}
                color={state.job.invalidRows ? 'red.8' : undefined}
                testId="upload-invalid"
              />
            </SimpleGrid>
            {state.job.invalidRows > 0 ? (
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {t('uploads.invalidTitle')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('uploads.invalidHelp')}
                </Text>
                <UploadIssuesTable kind={kind} tenantId={tenantId} job={state.job} phase="preview" caption={t('uploads.invalidTitle')} />
              </Stack>
            ) : (
              <Alert color="teal" variant="light">
                {t('uploads.allValid')}
              </Alert>
            )}
            {state.step === 'committing' && (
              <Stack gap={4}>
                <Progress
                  value={state.job.validRows ? Math.min(100, (state.rows / state.job.validRows) * 100) : 100}
                  animated
                  aria-label={t('uploads.commitProgress')}
                />
                <Text size="xs" c="dimmed" aria-live="polite">
                  {t('uploads.committing', { rows: number(state.rows), total: number(state.job.validRows) })}
                </Text>
              </Stack>
            )}
            <Group justify="space-between" gap="sm">
              {reportButton(state.job)}
              <Group gap="sm">
                <Button variant="default" onClick={reset} disabled={state.step === 'committing'}>
                  {t('uploads.another')}
                </Button>
                <Button
                  onClick={() => commit.mutate({ job: state.job, key: state.key })}
                  loading={state.step === 'committing'}
                  disabled={state.job.validRows === 0}
                  data-testid="upload-commit"
                >
                  {t('uploads.commit', { count: state.job.validRows, formatted: number(state.job.validRows) })}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}

        {state.step === 'result' && (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">
              {t('uploads.resultOf', { name: state.job.fileName })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Stat label={t('uploads.result.created')} value={state.job.result?.created ?? 0} color="teal.8" testId="result-created" />
              <Stat label={t('uploads.result.updated')} value={state.job.result?.updated ?? 0} color="blue.8" testId="result-updated" />
              <Stat label={t('uploads.result.unchanged')} value={state.job.result?.unchanged ?? 0} testId="result-unchanged" />
              <Stat
                label={t('uploads.result.failed')}
                value={state.job.result?.failed ?? 0}
                color={state.job.result?.failed ? 'red.8' : undefined}
                testId="result-failed"
              />
            </SimpleGrid>
            {state.job.invalidRows > 0 && (
              <Text size="sm" c="dimmed">
                {t('uploads.notImported', { count: state.job.invalidRows, formatted: number(state.job.invalidRows) })}
              </Text>
            )}
            {(state.job.result?.failed ?? 0) > 0 && (
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {t('uploads.failedTitle')}
                </Text>
                <UploadIssuesTable kind={kind} tenantId={tenantId} job={state.job} phase="commit" caption={t('uploads.failedTitle')} />
              </Stack>
            )}
            <Group justify="space-between" gap="sm">
              {reportButton(state.job)}
              <Group gap="sm">
                <Button variant="default" onClick={reset}>
                  {t('uploads.another')}
                </Button>
                <Button onClick={close} data-testid="upload-done">
                  {t('uploads.done')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
