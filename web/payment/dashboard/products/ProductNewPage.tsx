import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { ProductForm } from './ProductForm';

export function ProductNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('dashboard.products.new')} back={{ to: dashboardPaths.products, label: t('dashboard.products.title') }} />
      <Card withBorder padding="lg">
        <ProductForm
          onSaved={(product) => void navigate(dashboardPaths.product(product.id))}
          onCancel={() => void navigate(dashboardPaths.products)}
        />
      </Card>
    </Stack>
  );
}
