import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { StatusPage } from './errors/StatusPage';
import { useSession } from './session/session-context';
import { hasAnyRole } from './session/session-user';

export const DEVELOPER_ROLES = ['developer', 'admin', 'owner'] as const;
export const ADMIN_ROLES = ['admin', 'owner'] as const;

/** Guards a group of routes; visitors without one of the roles get the 403 page. */
export function RequireRole({ roles }: { roles: readonly string[] }) {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (!hasAnyRole(user, roles)) return <StatusPage status={403} />;
  return <Outlet />;
}
