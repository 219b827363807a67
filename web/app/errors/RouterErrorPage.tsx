import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { STATUS_CODES, StatusPage, type StatusCode } from './StatusPage';

/** Errors the router itself reports (outside the per-route boundaries). */
export function RouterErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (STATUS_CODES as readonly number[]).includes(error.status)) {
    return <StatusPage status={error.status as StatusCode} />;
  }
  return <ErrorPanel error={error} />;
}
