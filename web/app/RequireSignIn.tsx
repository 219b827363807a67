import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { SignInPrompt } from '../platform/auth/SignInPrompt';
import { useSession } from './session/session-context';

/** Guards pages that need a signed-in user: a loader while the session is read, else a sign-in prompt. */
export function RequireSignIn() {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (!user) return <SignInPrompt />;
  return <Outlet />;
}
