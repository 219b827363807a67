import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { storedLivemode } from '../../lib/api';

/** The mode of the records: the link says it (`?livemode=false` from a test checkout), else the page's mode. */
export function useRecordLivemode(): boolean {
  const [params] = useSearchParams();
  const asked = params.get('livemode');
  return asked === null ? storedLivemode() : asked !== 'false';
}

/** Customer pages show records of the signed-in customer only: others are asked to sign in. */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const { openSignIn } = useSession();
  return (
    <Center py="lg">
      <Stack align="center" gap="sm">
        <Text>{text}</Text>
        <Button onClick={() => void openSignIn()} data-testid="customer-signin">
          {t('payment.customer.signIn')}
        </Button>
      </Stack>
    </Center>
  );
}
