import '@testing-library/jest-dom/vitest';
import type { ReactElement, ReactNode } from 'react';
import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers/app-providers';
import { createQueryClient } from '../app/providers/query-client';
import { areaStrings, initI18n } from '../shared/i18n/i18n';

// The whole shell renders in jsdom; with every test file running in parallel it can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot flag the act() environment itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lacks the layout APIs Mantine's overlays and ScrollArea call.
beforeAll(async () => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  await initI18n('en-US');
  // Components are tested outside their lazy areas: give them every string up front.
  await areaStrings();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface ProviderOptions {
  route?: string;
  queryClient?: QueryClient;
}

/** Renders inside the app's real providers (theme, i18n in en-US, toasts, the query cache with its global error toast) and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), ...options }: ProviderOptions & RenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
