import type { ReactNode } from 'react';
import { ActionIcon, Badge, CopyButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@common/identity.ts';
import { formatDate } from '../../lib/time';
import { CheckIcon, CopyIcon } from '../../components/icons';

function CopyValue({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={t(copied ? 'profile.copied' : 'profile.copy')} withArrow>
            <ActionIcon variant="subtle" size="sm" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('profile.copy')}>
              {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** DID, address, role and passports of the signed-in user. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Row label={t('profile.did')}>
        <CopyValue value={user.did} testId="profile-did" />
      </Row>
      <Row label={t('profile.address')}>
        <CopyValue value={user.address} testId="profile-address" />
      </Row>
      <Row label={t('profile.role')}>
        <Group gap="xs">
          <Badge variant="light" data-testid="profile-role">
            {t(`profile.roles.${user.role}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('profile.memberSince', { date: formatDate(user.createdAt) })}
          </Text>
        </Group>
      </Row>
      <Row label={t('profile.passports')}>
        {user.passports.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="profile-no-passports">
            {t('profile.noPassports')}
          </Text>
        ) : (
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} data-testid="profile-passports">
            <Table.Tbody>
              {user.passports.map((passport) => (
                <Table.Tr key={passport.id} data-testid="profile-passport">
                  <Table.Td>
                    <Badge variant="outline">{t(`profile.roles.${passport.role}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {t('profile.issuedAt', { date: formatDate(passport.createdAt) })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Row>
    </Stack>
  );
}
