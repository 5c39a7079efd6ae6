import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';

/**
 * Built-in widgets named by a common word carry that word in the reader's language, the same one as
 * their menu tab; product names (Roleplay, KBot, Clarity…) stay as the catalogue spells them.
 */
const COMMON_WORDS: Partial<Record<string, 'menu.announcement' | 'menu.knowledge'>> = {
  announcements: 'menu.announcement',
  knowledge: 'menu.knowledge',
};

export function useAppName(): (app: Pick<Application, 'name' | 'builtinWidget'>) => string {
  const { t } = useTranslation();
  return (app) => {
    const key = app.builtinWidget ? COMMON_WORDS[app.builtinWidget] : undefined;
    return key ? t(key) : app.name;
  };
}
