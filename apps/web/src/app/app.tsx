import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router/app-router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
