import { useEffect, useId, useRef } from 'react';
import { Tabs, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHomeTabs } from './home-tabs-context';
import { HomeTabPanel } from './home-tab-panel';
import { isTabKey, tabDefinition, type TabKey } from './tab-definitions';
import { useTabInUrl } from './use-tab-in-url';
import { orderedTabs } from './tab-reducer';
import classes from './home-tabs.module.css';

/** The Home area (route /dashboard): Home plus the administration tabs the role may open. */
export function HomeTabsPage() {
  const { t } = useTranslation();
  const { state, close, focus, open } = useHomeTabs();
  const hintId = useId();
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());
  // Set when the user closes a tab, so the newly open tab also takes keyboard focus.
  const moveFocus = useRef(false);
  useTabInUrl(state, open);

  useEffect(() => {
    if (!moveFocus.current || !state.active) return;
    moveFocus.current = false;
    tabRefs.current.get(state.active)?.focus();
  }, [state.active, state.rendered]);

  const closeTab = (key: TabKey) => {
    moveFocus.current = true;
    close(key);
  };

  const tabs = orderedTabs(state);
  return (
    <>
      <VisuallyHidden component="h1">{t('tabs.pageTitle')}</VisuallyHidden>
      {/* Read only as the description of a closable tab (hidden from the page's reading order). */}
      {tabs.some(({ key }) => tabDefinition(key).closable) && (
        <span id={hintId} hidden>
          {t('tabs.closeHint')}
        </span>
      )}
      <Tabs
        value={state.active}
        onChange={(value) => isTabKey(value) && focus(value)}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label={t('tabs.label')} data-testid="home-tabs">
          {tabs.map(({ key }) => {
            const definition = tabDefinition(key);
            return (
              <Tabs.Tab
                key={key}
                value={key}
                data-tab-key={key}
                ref={(element) => {
                  if (element) tabRefs.current.set(key, element);
                  else tabRefs.current.delete(key);
                }}
                aria-describedby={definition.closable ? hintId : undefined}
                onKeyDown={(event) => {
                  if (definition.closable && (event.key === 'Delete' || event.key === 'Backspace')) {
                    event.preventDefault();
                    closeTab(key);
                  }
                }}
                rightSection={
                  definition.closable ? (
                    // Mouse target only: a nested button is invalid inside a tab; keyboard users press Delete.
                    <span
                      aria-hidden
                      className={classes.close}
                      data-tab-close={key}
                      title={t('tabs.close', { tab: t(definition.labelKey) })}
                      onClick={(event) => {
                        event.stopPropagation();
                        closeTab(key);
                      }}
                    >
                      <IconX size={14} />
                    </span>
                  ) : undefined
                }
              >
                {t(definition.labelKey)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map(({ key }) => (
          <Tabs.Panel key={key} value={key} pt="lg">
            <HomeTabPanel tab={key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
