import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS } from '@switchboard/contracts';
import { i18next } from '../../shared/i18n/i18n';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Everything the app needs around the router: theme, translations, data cache, toasts. */
interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, which jsdom cannot run. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={5} zIndex={1000} />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
