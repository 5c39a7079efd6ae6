import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { ActionIcon, Portal, Tooltip } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';
import { POPOUT_DEFAULT_SIZE } from '@switchboard/widget-layout';
import { NO_DRAG, WidgetFrame, type WidgetControls } from './widget-frame';
import classes from './dashboard.module.css';
import { useAppName } from './app-name';

const STEP = 16;
const MARGIN = 8;

interface Position {
  left: number;
  top: number;
}

/** Where the n-th window opens: bottom right, each one a little up and left of the previous. */
function initialPosition(index: number): Position {
  const offset = (index % 6) * 28;
  return {
    left: Math.max(MARGIN, window.innerWidth - POPOUT_DEFAULT_SIZE.width - 32 - offset),
    top: Math.max(MARGIN, window.innerHeight - POPOUT_DEFAULT_SIZE.height - 32 - offset),
  };
}

function clamp(position: Position, element: HTMLElement | null): Position {
  const width = element?.offsetWidth ?? POPOUT_DEFAULT_SIZE.width;
  const height = element?.offsetHeight ?? POPOUT_DEFAULT_SIZE.height;
  return {
    left: Math.min(Math.max(MARGIN, position.left), Math.max(MARGIN, window.innerWidth - width - MARGIN)),
    top: Math.min(Math.max(MARGIN, position.top), Math.max(MARGIN, window.innerHeight - height - MARGIN)),
  };
}

/**
 * A widget opened as a floating window (platform.md §2: 400 × 360 by default). It moves by its
 * title bar (mouse, touch, or the move handle with the arrow keys), resizes from its corner and
 * stays inside the browser window.
 */
export function WidgetWindow({
  app,
  index,
  zIndex,
  controls,
  onFocus,
  children,
}: {
  app: Application;
  index: number;
  zIndex: number;
  controls: WidgetControls;
  onFocus: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useAppName();
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>(() => initialPosition(index));
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  useEffect(() => {
    const keepInside = () => setPosition((current) => clamp(current, ref.current));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const startDrag = (event: ReactPointerEvent<HTMLElement>) => {
    onFocus();
    if (event.button !== 0 || (event.target as HTMLElement).closest(`.${NO_DRAG}`)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, dx: event.clientX - position.left, dy: event.clientY - position.top };
    const header = event.currentTarget;
    const move = (e: PointerEvent) => {
      if (drag.current?.pointerId !== e.pointerId) return;
      setPosition(clamp({ left: e.clientX - drag.current.dx, top: e.clientY - drag.current.dy }, ref.current));
    };
    const stop = (e: PointerEvent) => {
      if (drag.current?.pointerId !== e.pointerId) return;
      drag.current = null;
      header.removeEventListener('pointermove', move);
      header.removeEventListener('pointerup', stop);
      header.removeEventListener('pointercancel', stop);
    };
    header.addEventListener('pointermove', move);
    header.addEventListener('pointerup', stop);
    header.addEventListener('pointercancel', stop);
  };

  const moveByKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    setPosition((current) => clamp({ left: current.left + d[0], top: current.top + d[1] }, ref.current));
  };

  const moveLabel = t('widgets.window.move', { app: nameOf(app) });
  return (
    <Portal>
      <div
        ref={ref}
        role="dialog"
        aria-label={t('widgets.window.label', { app: nameOf(app) })}
        className={classes.window}
        style={{ ...position, width: POPOUT_DEFAULT_SIZE.width, height: POPOUT_DEFAULT_SIZE.height, zIndex }}
        onFocusCapture={onFocus}
        data-testid={`widget-window-${app.applicationId}`}
      >
        <WidgetFrame
          app={app}
          controls={controls}
          className={classes.card}
          headerProps={{
            className: classes.windowHeader,
            onPointerDown: startDrag,
            extra: (
              <Tooltip label={moveLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="md"
                  aria-label={moveLabel}
                  onKeyDown={moveByKeyboard}
                  className={NO_DRAG}
                  data-testid="window-move"
                >
                  <IconArrowsMove size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ),
          }}
        >
          {children}
        </WidgetFrame>
      </div>
    </Portal>
  );
}
