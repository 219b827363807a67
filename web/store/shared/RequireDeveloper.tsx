import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ResultPage } from '../../components/ResultPage';
import { useSession } from '../../app/session/session-context';
import { hasAnyRole } from '../../app/session/session-user';
import { DEVELOPER_ROLES } from '../../app/RequireRole';
import { getPlatformConfig } from '../../lib/platform-config';

/** Developer pages: others are refused, with a way to become a developer. */
export function RequireDeveloper() {
  const { t } = useTranslation();
  const { user, loading, openSignIn } = useSession();
  if (loading) return <PageLoader />;
  if (hasAnyRole(user, DEVELOPER_ROLES)) return <Outlet />;
  const staking = getPlatformConfig().preferences.permissionMode === 'staking';
  return (
    <ResultPage
      data-testid="developer-required"
      title={t('store.guard.title')}
      description={
        <>
          <span>{t('errors.status.403')}</span> {staking ? null : <span>{t('store.guard.askAdmin')}</span>}
        </>
      }
      action={
        user && !staking ? undefined : (
        <Group justify="center" gap="sm">
          {user ? null : (
            <Button variant="default" onClick={() => void openSignIn()} data-testid="developer-signin">
              {t('store.guard.signIn')}
            </Button>
          )}
          {staking ? (
            <Button component={Link} to="/join" data-testid="developer-join">
              {t('store.guard.join')}
            </Button>
          ) : null}
        </Group>
        )
      }
    />
  );
}
