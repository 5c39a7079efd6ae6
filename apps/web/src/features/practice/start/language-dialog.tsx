import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toasts/toast';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';

interface LanguageDialogProps {
  opened: boolean;
  tenantId: string;
  onClose: () => void;
  /** Called with the chosen voice setting string. */
  onSubmit: (voice: string) => void;
}

/** 'Select Language' (roleplay.md §2, §5): the bot's language for a roleplay that has none. */
export function LanguageDialog({ opened, tenantId, onClose, onSubmit }: LanguageDialogProps) {
  const { t } = useTranslation();
  const [voice, setVoice] = useState<string | null>(null);
  const voices = useQuery({
    queryKey: practiceKeys.voices(tenantId),
    queryFn: async ({ signal }) => {
      try {
        return await roleplayApi.voices(signal);
      } catch (error) {
        toast.error(t('practice.errors.botLanguagesFailed'));
        throw error;
      }
    },
    enabled: opened,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
  const none = voices.isSuccess && voices.data.length === 0;
  const close = () => {
    setVoice(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('practice.language.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('practice.language.botLanguage')}
          placeholder={t('practice.language.placeholder')}
          required
          data={(voices.data ?? []).map((v) => ({ value: v.voiceSetting, label: v.languageNm }))}
          value={voice}
          onChange={setVoice}
          disabled={!voices.isSuccess || none}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="bot-language"
          error={none ? t('practice.language.noBotLanguages') : undefined}
        />
        {voices.isPending && (
          <Text size="sm" c="dimmed">
            {t('practice.language.loading')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button
            disabled={!voice}
            onClick={() => {
              if (!voice) return;
              onSubmit(voice);
              setVoice(null);
            }}
            data-testid="language-submit"
          >
            {t('practice.language.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
