import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';
import { useSession } from '../../app/session/session-context';

/** Stands in for a page that needs a signed-in user; signing in keeps the visitor on the page. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { openSignIn, signingIn } = useSession();
  return (
    <ResultPage
      title={t('signIn.prompt.title')}
      description={t('signIn.prompt.description')}
      action={
        <Button onClick={() => void openSignIn()} loading={signingIn} data-testid="signin-prompt">
          {t('session.connect')}
        </Button>
      }
      data-testid="signin-required"
    />
  );
}
