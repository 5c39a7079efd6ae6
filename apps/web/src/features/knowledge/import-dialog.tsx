import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_LIMITS, LOCALES, type KnowledgeArticle, type Locale } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { toast } from '../../app/toasts/toast';
import { localeAutonym } from '../../shared/i18n/locale-names';
import { FileUploadDialog } from '../../shared/ui/file-upload-dialog';
import { knowledgeKeys } from './query-keys';

const ACCEPT = KNOWLEDGE_LIMITS.importExtensions.map((extension) => `.${extension}`);

export const languageOptions = () => LOCALES.map((locale) => ({ value: locale, label: localeAutonym(locale) }));

/** Import a .docx, .pdf, .md or .html document as a draft article, then open it for review. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { group } = useReadySession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Locale>(() =>
    (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en-US',
  );
  return (
    <FileUploadDialog<KnowledgeArticle>
      opened={opened}
      onClose={onClose}
      title={t('knowledge.import.title')}
      description={t('knowledge.import.description', { size: KNOWLEDGE_LIMITS.importMaxBytes / (1024 * 1024) })}
      url={`/api/knowledge/v1/${group.groupId}/articles/import?language=${encodeURIComponent(language)}`}
      accept={ACCEPT}
      onUploaded={(article) => {
        void queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(group.groupId) });
        toast.success(t('knowledge.import.done', { title: article.title }));
        onClose();
        void navigate(`/dashboard/knowledge/${article.articleId}/edit`);
      }}
    >
      <Select
        label={t('knowledge.language')}
        description={t('knowledge.import.languageHelp')}
        data={languageOptions()}
        value={language}
        onChange={(value) => value && setLanguage(value as Locale)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </FileUploadDialog>
  );
}
