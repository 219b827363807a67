import { Container, Divider, Grid, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { SignInPrompt } from '../../platform/auth/SignInPrompt';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

/** The signed-in user's own profile; visitors get a sign-in prompt. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <SignInPrompt />;
  return (
    <Container size="md" py="xl" data-testid="profile-page">
      <Title order={1} mb="lg">
        {t('profile.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <ProfileAvatar user={user} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="lg">
              {/* Keyed by user so another account starts from its own saved values. */}
              <ProfileForm key={user.did} user={user} />
              <Divider />
              <ProfileDetails user={user} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>
    </Container>
  );
}
