import { Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageNotFound } from './page-not-found';
import { SomethingWentWrong } from './something-went-wrong';

/** The router's last line of defence: an unknown route or a crash outside the shell. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound standalone />;
  return (
    <Center mih="100vh" bg="gray.0">
      <SomethingWentWrong onRetry={() => window.location.reload()} />
    </Center>
  );
}
