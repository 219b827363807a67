import { useState } from 'react';
import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { base64 } from '@scure/base';
import { didKeyFromEd25519 } from '@common/did.ts';

export type PluginKey = { did: string; publicKey: string; privateKey: string };

/** An Ed25519 key pair made by the browser; the private key is base64 PKCS#8 and stays on this page. */
export async function generatePluginKey(): Promise<PluginKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { did: didKeyFromEd25519(raw), publicKey: base64.encode(raw), privateKey: base64.encode(pkcs8) };
}

function download(key: PluginKey) {
  const blob = new Blob([JSON.stringify(key, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `plugin-key-${key.did.slice(-8)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function GenKeyPairPage() {
  const { t } = useTranslation();
  const [key, setKey] = useState<PluginKey | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      setKey(await generatePluginKey());
      setUnsupported(false);
    } catch {
      setUnsupported(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={640} mx="auto" py="xl" px="sm" data-testid="gen-key-pair">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('store.keys.title')}
          </Title>
          <Text c="dimmed">{t('store.keys.description')}</Text>
          {unsupported ? (
            <Alert color="yellow" data-testid="keys-unsupported">
              {t('store.keys.unsupported')}
            </Alert>
          ) : null}
          {key ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('store.keys.did')}
              </Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="keys-did">
                {key.did}
              </Code>
              <Alert color="orange">{t('store.keys.keepSafe')}</Alert>
            </Stack>
          ) : null}
          <Group gap="sm">
            <Button variant={key ? 'default' : 'filled'} loading={busy} onClick={() => void generate()} data-testid="keys-generate">
              {t('store.keys.generate')}
            </Button>
            {key ? (
              <Button onClick={() => download(key)} data-testid="keys-download">
                {t('store.keys.download')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
