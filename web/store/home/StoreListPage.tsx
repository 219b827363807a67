import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Card,
  Center,
  Chip,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatError } from '../../lib/error-text';
import { currentLocale } from '../../lib/i18n';
import { PAGE_SIZE, PAGE_SIZE_MOBILE, SEARCH_DEBOUNCE_MS, useIsMobile } from '../../payment/dashboard/shared/table-state';
import { categoryName, PluginLogo } from '../shared/bits';
import { didSegment } from '../shared/api';
import { useCategories, usePublicPlugins } from '../shared/queries';
import type { Plugin } from '../shared/types';

export const SORTS = ['popular', 'newest', 'name'] as const;
type Sort = (typeof SORTS)[number];
const ALL = '__all__';

function PluginCard({ plugin }: { plugin: Plugin }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={`/plugins/${didSegment(plugin.did)}`}
      withBorder
      radius="md"
      padding="md"
      data-testid="store-plugin-card"
      aria-label={plugin.title}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <PluginLogo logo={plugin.logo} title={plugin.title} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate="end" data-testid="store-plugin-title">
            {plugin.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {plugin.description}
          </Text>
          <Group gap="xs" mt={4}>
            {plugin.current_version ? (
              <Badge variant="light" size="sm">
                v{plugin.current_version}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('store.list.downloads', { count: plugin.downloads })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The store's front page, search and category listing: all read their state from the URL. */
export function StoreListPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { category } = useParams();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const sort: Sort = SORTS.includes(params.get('sort') as Sort) ? (params.get('sort') as Sort) : 'popular';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE;

  // What is typed; it follows the URL when that changes from elsewhere (back, a link).
  const [search, setSearch] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (seenQuery !== urlQuery) {
    setSeenQuery(urlQuery);
    if (search.trim() !== urlQuery) setSearch(urlQuery);
  }

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const applySearch = useDebouncedCallback((text: string) => update({ q: text.trim() || null, page: null }), SEARCH_DEBOUNCE_MS);

  const categories = useCategories();
  const plugins = usePublicPlugins({ q: urlQuery || undefined, category, sort, page, pageSize });
  const list = plugins.data?.list;
  const count = plugins.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));

  const chooseCategory = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    const query = next.toString();
    const path = !value || value === ALL ? (urlQuery ? '/search' : '/') : `/category/${encodeURIComponent(value)}`;
    void navigate(`${path}${query ? `?${query}` : ''}`);
  };

  let body: ReactNode;
  if (plugins.error) {
    body = (
      <Alert color="red" role="alert" data-testid="store-error">
        {formatError(plugins.error)}
      </Alert>
    );
  } else if (!list) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={110} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.length === 0) {
    const filtered = !!(urlQuery || category);
    body = (
      <Center py="xl" data-testid="store-empty">
        <Stack gap={4} align="center" ta="center">
          <Title order={3}>{filtered ? t('store.list.noMatch') : t('store.list.emptyTitle')}</Title>
          {filtered ? null : <Text c="dimmed">{t('store.list.emptyDescription')}</Text>}
        </Stack>
      </Center>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy={plugins.isFetching} data-testid="store-plugins">
        {list.map((plugin) => (
          <PluginCard key={plugin.did} plugin={plugin} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" py="lg" px={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto" data-testid="store-list">
      <Stack gap={2}>
        <Title order={1}>{t('store.list.title')}</Title>
        <Text c="dimmed">{t('store.list.description')}</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: 1, minWidth: 220 }}
          label={t('store.list.search')}
          placeholder={t('store.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          data-testid="store-search"
        />
        <Select
          w={{ base: '100%', xs: 180 }}
          label={t('store.list.sort')}
          data={SORTS.map((value) => ({ value, label: t(`store.list.sorts.${value}`) }))}
          value={sort}
          allowDeselect={false}
          onChange={(value) => update({ sort: value === 'popular' ? null : value, page: null })}
          data-testid="store-sort"
        />
      </Group>
      {categories.data?.list.length ? (
        <Chip.Group multiple={false} value={category ?? ALL} onChange={chooseCategory}>
          <Group gap="xs" role="group" aria-label={t('store.list.category')} data-testid="store-category">
            <Chip value={ALL} size="sm" data-testid="store-category-all">
              {t('store.list.allCategories')}
            </Chip>
            {categories.data.list.map((item) => (
              <Chip key={item.id} value={item.slug} size="sm" data-testid={`store-category-${item.slug}`}>
                {categoryName(item, locale)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {body}
      {pages > 1 ? (
        <Center>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(value) => update({ page: value > 1 ? String(value) : null })}
            siblings={mobile ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': t(`notifications.pagination.${control}`) })}
            data-testid="store-pagination"
          />
        </Center>
      ) : null}
    </Stack>
  );
}
