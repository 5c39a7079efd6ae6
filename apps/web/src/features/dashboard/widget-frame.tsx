import { useId, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconCheck,
  IconDotsVertical,
  IconInfoCircle,
  IconPictureInPicture,
  IconPictureInPictureOff,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';
import { WIDGET_SIZE_PRESETS, type MoveDirection, type Size } from '@switchboard/widget-layout';
import { AppIcon } from './app-icon';
import { useAppName } from './app-name';
import classes from './dashboard.module.css';

/** The CSS classes react-grid-layout uses to find the drag handle and the controls it must leave alone. */
export const DRAG_HANDLE = 'widget-drag-handle';
export const NO_DRAG = 'widget-no-drag';

export interface WidgetControls {
  onRefresh: () => void;
  /** Takes the card off the dashboard; absent where the layout is not edited (phones). */
  onClose?: () => void;
  onPopout?: () => void;
  onDock?: () => void;
  onMaximize?: () => void;
  onMinimize?: () => void;
  /** Grid only: the card's size now, the sizes on offer, and keyboard moves. */
  size?: Size;
  onResize?: (size: Size) => void;
  onMove?: (direction: MoveDirection) => void;
}

const MOVES: { direction: MoveDirection; key: string; icon: ReactNode }[] = [
  { direction: 'up', key: 'widgets.controls.moveUp', icon: <IconArrowUp size={16} aria-hidden /> },
  { direction: 'down', key: 'widgets.controls.moveDown', icon: <IconArrowDown size={16} aria-hidden /> },
  { direction: 'left', key: 'widgets.controls.moveLeft', icon: <IconArrowLeft size={16} aria-hidden /> },
  { direction: 'right', key: 'widgets.controls.moveRight', icon: <IconArrowRight size={16} aria-hidden /> },
];

function Control({ label, onClick, children, testId }: { label: string; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="md" aria-label={label} onClick={onClick} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A widget's window chrome: its icon and name (the drag handle), then the window controls —
 * Refresh, Popout (or back to the dashboard), Maximize/Minimize, more (sizes, moves, about), Close.
 */
export function WidgetFrame({
  app,
  controls,
  children,
  headerProps,
  className,
}: {
  app: Application;
  controls: WidgetControls;
  children: ReactNode;
  /** The floating window moves by its header. */
  headerProps?: { className?: string; onPointerDown?: (event: ReactPointerEvent<HTMLElement>) => void; extra?: ReactNode };
  className?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = useAppName()(app);
  return (
    <section className={className ?? classes.card} aria-labelledby={titleId} data-testid={`widget-${app.applicationId}`}>
      <header className={`${classes.cardHeader} ${headerProps?.className ?? ''}`} onPointerDown={headerProps?.onPointerDown}>
        {headerProps?.extra}
        <div className={`${classes.dragHandle} ${DRAG_HANDLE}`}>
          <AppIcon icon={app.icon} accent={app.accent} size={26} />
          <h3 className={classes.cardTitle} id={titleId}>
            {name}
          </h3>
        </div>
        <Group gap={0} wrap="nowrap" className={NO_DRAG}>
          <Control label={t('widgets.controls.refresh', { app: name })} onClick={controls.onRefresh} testId="widget-refresh">
            <IconRefresh size={16} aria-hidden />
          </Control>
          {controls.onPopout && (
            <Control label={t('widgets.controls.popout', { app: name })} onClick={controls.onPopout} testId="widget-popout">
              <IconPictureInPicture size={16} aria-hidden />
            </Control>
          )}
          {controls.onDock && (
            <Control label={t('widgets.controls.dock', { app: name })} onClick={controls.onDock} testId="widget-dock">
              <IconPictureInPictureOff size={16} aria-hidden />
            </Control>
          )}
          {controls.onMaximize && (
            <Control label={t('widgets.controls.maximize', { app: name })} onClick={controls.onMaximize} testId="widget-maximize">
              <IconArrowsMaximize size={16} aria-hidden />
            </Control>
          )}
          {controls.onMinimize && (
            <Control label={t('widgets.controls.minimize', { app: name })} onClick={controls.onMinimize} testId="widget-minimize">
              <IconArrowsMinimize size={16} aria-hidden />
            </Control>
          )}
          <Menu position="bottom-end" withinPortal shadow="md" width={220}>
            <Menu.Target>
              <Tooltip label={t('widgets.controls.more', { app: name })}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="md"
                  aria-label={t('widgets.controls.more', { app: name })}
                  data-testid="widget-more"
                >
                  <IconDotsVertical size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {controls.onResize && controls.size && (
                <>
                  <Menu.Label>{t('widgets.controls.size')}</Menu.Label>
                  {WIDGET_SIZE_PRESETS.map((preset) => {
                    const current = controls.size!.w === preset.w && controls.size!.h === preset.h;
                    return (
                      <Menu.Item
                        key={preset.label}
                        onClick={() => controls.onResize!({ w: preset.w, h: preset.h })}
                        rightSection={current ? <IconCheck size={14} aria-hidden /> : null}
                        aria-current={current || undefined}
                        data-testid={`widget-size-${preset.label}`}
                      >
                        {preset.label === '3x2' ? t('widgets.controls.sizeFull', { size: preset.label }) : preset.label}
                      </Menu.Item>
                    );
                  })}
                </>
              )}
              {controls.onMove && (
                <>
                  <Menu.Divider />
                  <Menu.Label>{t('widgets.controls.move')}</Menu.Label>
                  {MOVES.map((move) => (
                    <Menu.Item key={move.direction} leftSection={move.icon} onClick={() => controls.onMove!(move.direction)}>
                      {t(move.key)}
                    </Menu.Item>
                  ))}
                </>
              )}
              <Menu.Divider />
              <Menu.Item
                component={Link}
                to={`/dashboard/store/${app.applicationId}`}
                leftSection={<IconInfoCircle size={16} aria-hidden />}
              >
                {t('widgets.controls.about', { app: name })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {controls.onClose && (
            <Control label={t('widgets.controls.close', { app: name })} onClick={controls.onClose} testId="widget-close">
              <IconX size={16} aria-hidden />
            </Control>
          )}
        </Group>
      </header>
      <div className={classes.cardBody}>{children}</div>
    </section>
  );
}
