import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Alert, Badge, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { hasAnyRole } from '../../../app/session/session-user';
import { ADMIN_ROLES } from '../../../app/RequireRole';
import { useLivemode } from '../../../lib/livemode';
import { formatTime } from '../../../lib/time';
import { ChosenAmountFields } from '../shared/ChosenAmountFields';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { toastError, toastSuccess } from '../shared/feedback';
import { errorsUnder, fieldError, prefixErrors } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { LoadError } from '../shared/LoadError';
import { PageHeader } from '../shared/PageHeader';
import { Section } from '../shared/Section';
import type { Currency, DonationSettings } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { buildDonationSettings, donationValues, starterSettings, type DonationValues } from './donation-form';
import { useEnableDonationSettings } from './enable-donation-settings';
import { usePaymentSettings } from './fetch-payment-settings';
import { useDonationSettings } from './post-donation-settings';
import { useUpdateDonationSettings } from './put-donation-settings';

const MOUNT_PARAM = 'mount';
/** Errors are keyed by their path in the request body, as the server names them. */
const DONATION_FIELDS = ['settings.amount', 'settings.btnText', 'settings.historyType'];

function SettingsForm({
  donation,
  currency,
  formRef,
}: {
  donation: DonationSettings;
  currency: Currency | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { t } = useTranslation();
  const livemode = useLivemode();
  const update = useUpdateDonationSettings();
  const [values, setValues] = useState(() => donationValues(donation.settings, currency));
  const { errors, failure, check, fail } = useFormErrors(DONATION_FIELDS);
  const busy = update.isPending;
  const change = (patch: Partial<DonationValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const built = buildDonationSettings(values, currency, t);
    if (!check(prefixErrors(built.errors, 'settings')) || !built.settings) return;
    update.mutate(
      { mountLocation: donation.mountLocation, livemode, settings: built.settings },
      {
        onSuccess: () => toastSuccess(t('dashboard.donations.saved')),
        onError: (error) => fail(error),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="donation-form">
      <Stack gap="sm">
        {!currency ? <Alert color="yellow">{t('dashboard.donations.noBaseCurrency')}</Alert> : null}
        <ChosenAmountFields
          values={values}
          onChange={change}
          currency={currency}
          errors={errorsUnder(errors, 'settings.amount')}
          general={errors['settings.amount']}
          disabled={busy || !currency}
          presetLabel={t('dashboard.donations.defaultPreset')}
          testIdPrefix="donation"
        />
        <Switch
          label={t('dashboard.donations.allowCustom')}
          checked={values.custom}
          onChange={(event) => change({ custom: event.currentTarget.checked })}
          disabled={busy}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('dashboard.donations.buttonText')}
            placeholder={t('dashboard.donations.buttonTextPlaceholder')}
            value={values.btnText}
            onChange={(event) => change({ btnText: event.currentTarget.value })}
            error={fieldError(errors, 'settings.btnText')}
            maxLength={100}
            disabled={busy}
          />
          <Select
            label={t('dashboard.donations.history')}
            data={[
              { value: 'avatar', label: t('dashboard.donations.historyAvatar') },
              { value: 'table', label: t('dashboard.donations.historyTable') },
            ]}
            value={values.historyType}
            onChange={(value) => value && change({ historyType: value as DonationValues['historyType'] })}
            allowDeselect={false}
            disabled={busy}
          />
        </SimpleGrid>
        <FormActions failure={failure} busy={busy} submitLabel={t('dashboard.form.save')} submitTestId="donation-submit" />
      </Stack>
    </form>
  );
}

function MountLocationSettings({ mountLocation, currency }: { mountLocation: string; currency: Currency | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, isPending, error, refetch } = useDonationSettings(mountLocation, starterSettings(currency));
  const enable = useEnableDonationSettings();
  const [askConfigure, setAskConfigure] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const canEnable = hasAnyRole(user, ADMIN_ROLES);

  if (isPending) return <Skeleton height={220} data-testid="donation-loading" />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;

  const configureNow = () => {
    setAskConfigure(false);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  };

  return (
    <Stack gap="md" data-testid="donation-settings">
      <Section
        title={mountLocation}
        actions={
          <Badge color={data.active ? 'teal' : 'gray'} variant="light" data-testid="donation-status">
            {t(data.active ? 'dashboard.status.active' : 'dashboard.status.inactive')}
          </Badge>
        }
      >
        {!data.active ? (
          <Alert color="yellow" title={t('dashboard.donations.inactiveTitle')} data-testid="donation-inactive">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(canEnable ? 'dashboard.donations.inactiveOwner' : 'dashboard.donations.inactiveGuest')}</Text>
              {canEnable ? (
                <Button
                  size="xs"
                  loading={enable.isPending}
                  onClick={() =>
                    enable.mutate(data.id, {
                      onSuccess: () => {
                        toastSuccess(t('dashboard.donations.enabled'));
                        setAskConfigure(true);
                      },
                      onError: toastError,
                    })
                  }
                  data-testid="donation-enable"
                >
                  {t('dashboard.donations.enable')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <DetailRow label={t('dashboard.id')}>
          <CopyField value={data.id} />
        </DetailRow>
        {data.description ? <DetailRow label={t('dashboard.donations.descriptionField')}>{data.description}</DetailRow> : null}
        <DetailRow label={t('dashboard.donations.currency')}>{currency ? `${currency.symbol} · ${currency.name}` : '—'}</DetailRow>
        <DetailRow label={t('dashboard.updated')}>{formatTime(data.updated_at)}</DetailRow>
      </Section>
      <Section title={t('dashboard.donations.configure')}>
        {/* Re-mounted when other settings arrive, so the form starts from what is stored. */}
        <SettingsForm key={`${data.id}-${data.updated_at}`} donation={data} currency={currency ?? undefined} formRef={formRef} />
      </Section>
      <Modal opened={askConfigure} onClose={() => setAskConfigure(false)} title={t('dashboard.donations.enabledTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('dashboard.donations.configurePrompt')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAskConfigure(false)} data-testid="donation-configure-later">
              {t('dashboard.donations.later')}
            </Button>
            <Button onClick={configureNow} data-testid="donation-configure-now">
              {t('dashboard.donations.configureNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Donation settings per mount location: open or create them, enable inactive ones, set the amounts. */
export function DonationSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mountLocation = params.get(MOUNT_PARAM) ?? '';
  const [typed, setTyped] = useState(mountLocation);
  const [error, setError] = useState<string | undefined>();
  const paymentSettings = usePaymentSettings();

  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) {
      setError(t('dashboard.form.required'));
      return;
    }
    if (value.length > 200) {
      setError(t('dashboard.donations.tooLong'));
      return;
    }
    setError(undefined);
    setParams({ [MOUNT_PARAM]: value });
  };

  return (
    <Stack gap="lg" data-testid="donations-page">
      <PageHeader title={t('dashboard.donations.title')} description={t('dashboard.donations.description')} />
      <form onSubmit={open} noValidate data-testid="donation-open-form">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('dashboard.donations.mountLocation')}
            description={t('dashboard.donations.mountLocationHint')}
            withAsterisk
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
            data-testid="donation-mount"
          />
          <Button type="submit" data-testid="donation-open">
            {t('dashboard.donations.open')}
          </Button>
        </Group>
      </form>
      {paymentSettings.isPending && mountLocation ? <Skeleton height={220} /> : null}
      {paymentSettings.isError ? <LoadError error={paymentSettings.error} onRetry={() => void paymentSettings.refetch()} /> : null}
      {mountLocation && paymentSettings.isSuccess ? (
        <MountLocationSettings key={mountLocation} mountLocation={mountLocation} currency={paymentSettings.data.baseCurrency} />
      ) : null}
    </Stack>
  );
}
