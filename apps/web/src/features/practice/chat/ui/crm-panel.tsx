import { useEffect } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../../../app/session/session-context';
import { showToast } from '../../../../app/toasts/toast';
import { practiceKeys } from '../../practice-logic';
import { chatApi } from '../chat-api';
import type { ChatItem } from '../logic/chat-state';
import { initialValues, type CrmFieldConfig, type CrmValues } from '../logic/crm-validation';
import { CrmForm } from './crm-form';

interface CrmPanelProps {
  item: ChatItem;
  onValues: (values: CrmValues) => void;
  onFields: (fields: CrmFieldConfig[]) => void;
  onSubmit: (fields: CrmFieldConfig[], values: CrmValues) => Promise<unknown>;
  /**
   * The advisor filled a field: working in the CRM form is not idle time, so each entry starts the idle
   * timer over, as a keystroke in the reply box does.
   */
  onActivity: () => void;
}

/** The CRM tab: loads the chat's form (and what was saved), keeps the draft on the chat, submits it. */
export function CrmPanel({ item, onValues, onFields, onSubmit, onActivity }: CrmPanelProps) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const assessmentId = item.assessment.assessmentId;
  const userSessionId = item.session?.userSessionId ?? null;
  const form = useQuery({
    queryKey: [...practiceKeys.all(group.groupId), 'crmform', assessmentId],
    queryFn: ({ signal }) => chatApi.crmForm(assessmentId, signal),
    meta: { silent: true },
    staleTime: Infinity,
  });
  const saved = useQuery({
    queryKey: [...practiceKeys.all(group.groupId), 'crmformdata', userSessionId],
    queryFn: ({ signal }) => chatApi.crmFormData(userSessionId!, signal),
    enabled: userSessionId !== null && item.crm.isCrmSubmitted && item.crmValues === null,
    meta: { silent: true },
  });

  const fields = form.data?.fields;
  useEffect(() => {
    if (fields) onFields(fields);
  }, [fields, onFields]);
  const waitingForSaved = item.crm.isCrmSubmitted && item.crmValues === null && saved.isPending && userSessionId !== null;
  useEffect(() => {
    if (fields && item.crmValues === null && !waitingForSaved) onValues(initialValues(fields, saved.data?.fields));
  }, [fields, item.crmValues, waitingForSaved, saved.data, onValues]);

  if (form.isError) {
    return (
      <Stack gap="xs" align="flex-start" data-testid="crm-load-failed">
        <Text size="sm" c="red.8">
          {t('practice.chat.crm.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void form.refetch()}>
          {t('practice.chat.score.retry')}
        </Button>
      </Stack>
    );
  }
  if (!form.data || item.crmValues === null) return <Loader size="sm" m="md" aria-label={t('practice.chat.crm.loading')} />;

  const config = form.data;
  return (
    <CrmForm
      form={config}
      values={item.crmValues}
      crm={item.crm}
      completed={item.phase === 'completed' || item.phase === 'finishing'}
      onChange={(values) => {
        onActivity();
        onValues(values);
      }}
      onSubmit={() =>
        void onSubmit(config.fields, item.crmValues ?? {}).then((result) => {
          if (result) showToast({ type: 'success', message: t('practice.chat.crm.success', { label: config.label }) });
        })
      }
    />
  );
}
