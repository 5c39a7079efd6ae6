import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@switchboard/contracts';
import { LanguageSelect } from '../../shared/ui/language-picker';
import { GroupSwitcher } from './group-switcher';
import { Sidebar } from './sidebar';
import classes from './app-shell.module.css';

/**
 * The phone's sidebar: a drawer from the left with the active group and the language on top and the full
 * navigation below.
 * Mantine's drawer traps focus while open, closes on Escape and returns focus to the menu button.
 */
export function NavDrawer({ opened, onClose, role }: { opened: boolean; onClose: () => void; role: Role }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.drawerTitle')}
      size={300}
      padding={0}
      closeButtonProps={{ 'aria-label': t('nav.closeDrawer'), size: 'xl' }}
      classNames={{ header: classes.drawerHeader, body: classes.drawerBody }}
      data-testid="nav-drawer"
    >
      <Stack gap={0} h="100%">
        <Stack gap="sm" className={classes.drawerGroup}>
          <GroupSwitcher fullWidth />
          <LanguageSelect />
        </Stack>
        <Sidebar role={role} collapsed={false} onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
