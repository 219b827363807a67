import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, Link } from 'react-router';
import { formatError } from '../../../lib/error-text';
import { formatTime } from '../../../lib/time';
import { formatAmount, formatPrice } from '../shared/amount';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { confirmAction, toastError, toastSuccess } from '../shared/feedback';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { LoadError } from '../shared/LoadError';
import { Section } from '../shared/Section';
import { ActiveBadge } from '../shared/StatusBadge';
import type { Currency, PaymentLink } from '../shared/types';
import { useCurrencyMap } from '../payment-methods/fetch-payment-currencies';
import { useArchivePaymentLink } from './archive-payment-link';
import { usePaymentLink } from './fetch-payment-link';
import { usePaymentLinkBenefits } from './fetch-payment-link-benefits';
import { absoluteLinkUrl, embedSnippet, linkTitle } from './link-url';
import { useUpdatePaymentLink } from './put-payment-link';

function Benefits({ id, currency }: { id: string; currency: Currency | undefined }) {
  const { t } = useTranslation();
  const { data, isPending, error } = usePaymentLinkBenefits(id);
  if (isPending) return <Skeleton height={40} />;
  if (error) return <Alert color="red">{formatError(error)}</Alert>;
  if (data.list.length === 0) return <Text c="dimmed" size="sm">{t('dashboard.paymentLinks.noBenefits')}</Text>;
  return (
    <Stack gap={4} data-testid="link-benefits">
      {data.list.map((benefit, index) => (
        <Group key={`${benefit.name}-${index}`} gap="xs">
          <Text size="sm" fw={500}>
            {benefit.url ? (
              <Anchor href={benefit.url} target="_blank" rel="noopener noreferrer">
                {benefit.name}
              </Anchor>
            ) : (
              benefit.name
            )}
          </Text>
          <Badge variant="light" size="sm">
            {t(`dashboard.paymentLinks.benefitTypes.${benefit.type}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {benefit.percent !== null && benefit.percent !== undefined
              ? `${benefit.percent}%`
              : benefit.amount
                ? formatAmount(benefit.amount, currency)
                : ''}
          </Text>
          {benefit.address ? <CopyField value={benefit.address} /> : null}
        </Group>
      ))}
    </Stack>
  );
}

function LinkDetail({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  const currencies = useCurrencyMap();
  const archive = useArchivePaymentLink();
  const update = useUpdatePaymentLink();
  const url = absoluteLinkUrl(link.url);
  const title = linkTitle(link, link.id);
  const firstCurrency = link.line_items[0]?.price ? currencies.get(link.line_items[0].price.currency_id) : undefined;
  const donation = link.donation_settings?.amount;

  const confirmArchive = () =>
    confirmAction({
      title: t('dashboard.paymentLinks.archiveTitle'),
      message: t('dashboard.paymentLinks.archiveMessage'),
      confirm: t('dashboard.actions.archive'),
      cancel: t('common.cancel'),
      onConfirm: () => archive.mutate(link.id, { onSuccess: () => toastSuccess(t('dashboard.paymentLinks.archived')), onError: toastError }),
    });

  return (
    <Stack gap="lg" data-testid="payment-link-detail">
      <PageHeader
        title={title}
        back={{ to: dashboardPaths.paymentLinks, label: t('dashboard.paymentLinks.title') }}
        badges={<ActiveBadge active={link.active} />}
        actions={
          <>
            <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" size="xs">
              {t('dashboard.paymentLinks.open')}
            </Button>
            <Button component={Link} to={dashboardPaths.paymentLinkEdit(link.id)} variant="default" size="xs" data-testid="payment-link-edit">
              {t('dashboard.actions.edit')}
            </Button>
            {link.active ? (
              <Button variant="default" size="xs" onClick={confirmArchive} loading={archive.isPending} data-testid="payment-link-archive">
                {t('dashboard.actions.archive')}
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                loading={update.isPending}
                onClick={() =>
                  update.mutate({ id: link.id, body: { active: true } }, { onSuccess: () => toastSuccess(t('dashboard.paymentLinks.restored')), onError: toastError })
                }
                data-testid="payment-link-restore"
              >
                {t('dashboard.actions.restore')}
              </Button>
            )}
          </>
        }
      />
      <Section title={t('dashboard.paymentLinks.shareTitle')}>
        <DetailRow label={t('dashboard.paymentLinks.url')}>
          <CopyField value={url} data-testid="payment-link-url" />
        </DetailRow>
        <DetailRow label={t('dashboard.paymentLinks.embed')}>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('dashboard.paymentLinks.embedHint')}
            </Text>
            <CopyField value={embedSnippet(url, title)} block data-testid="payment-link-embed" />
          </Stack>
        </DetailRow>
        <DetailRow label={t('dashboard.id')}>
          <CopyField value={link.id} />
        </DetailRow>
        <DetailRow label={t('dashboard.created')}>{formatTime(link.created_at)}</DetailRow>
      </Section>
      <Section title={t('dashboard.paymentLinks.itemsTitle')}>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.paymentLinks.product')}</Table.Th>
                <Table.Th>{t('dashboard.paymentLinks.price')}</Table.Th>
                <Table.Th>{t('dashboard.paymentLinks.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {link.line_items.map((item) => (
                <Table.Tr key={item.price_id} data-testid="link-item-row">
                  <Table.Td>{item.price?.product?.name ?? item.price_id}</Table.Td>
                  <Table.Td>{item.price ? formatPrice(item.price, currencies.get(item.price.currency_id), t) : '—'}</Table.Td>
                  <Table.Td>
                    {item.quantity}
                    {item.adjustable_quantity?.enabled ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('dashboard.paymentLinks.adjustableRange', {
                          min: item.adjustable_quantity.minimum,
                          max: item.adjustable_quantity.maximum,
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      {donation ? (
        <Section title={t('dashboard.paymentLinks.donationTitle')}>
          <DetailRow label={t('dashboard.prices.presets')}>
            {donation.presets.length ? donation.presets.map((p) => formatAmount(p, firstCurrency)).join(', ') : '—'}
          </DetailRow>
          <DetailRow label={t('dashboard.prices.preset')}>{donation.preset ? formatAmount(donation.preset, firstCurrency) : '—'}</DetailRow>
          <DetailRow label={t('dashboard.donations.allowCustom')}>{t(donation.custom ? 'dashboard.yes' : 'dashboard.no')}</DetailRow>
          <DetailRow label={t('dashboard.prices.minimum')}>{donation.minimum ? formatAmount(donation.minimum, firstCurrency) : '—'}</DetailRow>
          <DetailRow label={t('dashboard.prices.maximum')}>{donation.maximum ? formatAmount(donation.maximum, firstCurrency) : '—'}</DetailRow>
        </Section>
      ) : null}
      <Section title={t('dashboard.paymentLinks.afterTitle')}>
        {link.after_completion?.type === 'redirect' ? (
          <DetailRow label={t('dashboard.paymentLinks.redirectUrl')}>{link.after_completion.redirect?.url}</DetailRow>
        ) : link.after_completion?.type === 'hosted_confirmation' ? (
          <DetailRow label={t('dashboard.paymentLinks.message')}>
            {link.after_completion.hosted_confirmation?.custom_message || t('dashboard.paymentLinks.defaultMessage')}
          </DetailRow>
        ) : (
          <Text size="sm" c="dimmed">
            {t('dashboard.paymentLinks.afterNone')}
          </Text>
        )}
        <DetailRow label={t('dashboard.paymentLinks.phone')}>{t(link.phone_number_collection?.enabled ? 'dashboard.yes' : 'dashboard.no')}</DetailRow>
        <DetailRow label={t('dashboard.paymentLinks.billingAddress')}>
          {t(link.billing_address_collection === 'required' ? 'dashboard.paymentLinks.billingRequired' : 'dashboard.paymentLinks.billingAuto')}
        </DetailRow>
      </Section>
      <Section title={t('dashboard.paymentLinks.benefitsTitle')}>
        <Benefits id={link.id} currency={firstCurrency} />
      </Section>
    </Stack>
  );
}

export function PaymentLinkDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = usePaymentLink(id);
  if (isPending) {
    return (
      <Stack gap="md" data-testid="payment-link-loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={140} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.paymentLinks.title')} back={{ to: dashboardPaths.paymentLinks, label: t('dashboard.paymentLinks.title') }} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  return <LinkDetail link={data} />;
}
