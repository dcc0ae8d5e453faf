import { Alert, Anchor, Container } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { siteName } from './layout/document-title';
import { reportError } from '../shared/error-reporting/error-reporting';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  useEffect(() => {
    document.title = `Page error · ${siteName}`;
  }, []);
  // The router catches a page's error before the window's handlers would see it.
  useEffect(() => reportError(error), [error]);
  return (
    <Container size="sm" my="xl">
      <Alert color="red" title="This page could not be shown">
        {message}{' '}
        <Anchor component={Link} to="/" reloadDocument>
          Reload the portal
        </Anchor>
      </Alert>
    </Container>
  );
}
