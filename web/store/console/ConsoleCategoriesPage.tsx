import { useState, type FormEvent } from 'react';
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DataTable, type Column } from '../../payment/dashboard/shared/DataTable';
import { confirmAction, toastError, toastSuccess } from '../../payment/dashboard/shared/feedback';
import { FormActions } from '../../payment/dashboard/shared/FormActions';
import { pathMatcher, submitFailure } from '../../payment/dashboard/shared/form-errors';
import { PageHeader } from '../../payment/dashboard/shared/PageHeader';
import { useTableState } from '../../payment/dashboard/shared/table-state';
import { useCategories, useDeleteCategory, useSaveCategory } from '../shared/queries';
import type { Category } from '../shared/types';

export const CATEGORY_NAME_MAX = 40;
const SLUG_PATTERN = /^[a-z0-9-]{1,40}$/;
type Fields = { slug: string; en: string; zh: string };

function CategoryForm({ category, onDone }: { category: Category | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [fields, setFields] = useState<Fields>({ slug: category?.slug ?? '', en: category?.names.en ?? '', zh: category?.names.zh ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Record<string, string> = {};
    if (!category) {
      if (!fields.slug.trim()) found.slug = t('store.form.required', { name: t('store.console.slug') });
      else if (!SLUG_PATTERN.test(fields.slug.trim())) found.slug = t('store.console.slugHint');
    }
    for (const [key, label] of [['en', 'store.console.nameEn'], ['zh', 'store.console.nameZh']] as const) {
      const value = fields[key].trim();
      if (!value) found[`names.${key}`] = t('store.form.required', { name: t(label) });
      else if (value.length > CATEGORY_NAME_MAX) found[`names.${key}`] = t('store.form.maxChars', { length: CATEGORY_NAME_MAX });
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: category?.id, input: { slug: fields.slug.trim(), names: { en: fields.en.trim(), zh: fields.zh.trim() } } },
      {
        onSuccess: () => {
          toastSuccess(t('store.console.done'));
          onDone();
        },
        onError: (error) => {
          const result = submitFailure(error, pathMatcher(['slug', 'names.en', 'names.zh']));
          setErrors(result.fields);
          setFailure(result.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Stack gap="md">
        <TextInput
          label={t('store.console.slug')}
          description={t('store.console.slugHint')}
          withAsterisk={!category}
          disabled={!!category}
          value={fields.slug}
          onChange={(event) => set('slug')(event.currentTarget.value)}
          error={errors.slug}
          data-autofocus
          data-testid="category-slug"
        />
        <TextInput
          label={t('store.console.nameEn')}
          withAsterisk
          value={fields.en}
          onChange={(event) => set('en')(event.currentTarget.value)}
          error={errors['names.en']}
          data-testid="category-name-en"
        />
        <TextInput
          label={t('store.console.nameZh')}
          withAsterisk
          value={fields.zh}
          onChange={(event) => set('zh')(event.currentTarget.value)}
          error={errors['names.zh']}
          data-testid="category-name-zh"
        />
        <FormActions failure={failure} busy={save.isPending} submitLabel={t('store.console.save')} submitTestId="category-submit" onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function ConsoleCategoriesPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const categories = useCategories();
  const remove = useDeleteCategory();
  // undefined: closed; null: a new category.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);

  const confirmDelete = (category: Category) =>
    confirmAction({
      title: t('store.console.deleteTitle'),
      message: t('store.console.deleteMessage', { name: category.names.en || category.slug }),
      confirm: t('store.console.delete'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => toastSuccess(t('store.console.deleted')),
          onError: (error) => toastError(error instanceof ApiError && error.status === 409 ? new Error(t('store.console.inUse')) : error),
        }),
    });

  const columns: Column<Category>[] = [
    { key: 'slug', header: t('store.console.slug'), cell: (c) => <Code>{c.slug}</Code> },
    { key: 'en', header: t('store.console.nameEn'), cell: (c) => c.names.en },
    { key: 'zh', header: t('store.console.nameZh'), cell: (c) => c.names.zh },
    {
      key: 'actions',
      header: '',
      align: 'right',
      nowrap: true,
      cell: (c) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(c)} data-testid="category-edit">
            {t('store.console.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(c)} data-testid="category-delete">
            {t('store.console.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg" data-testid="console-categories">
      <PageHeader
        title={t('store.console.categories')}
        description={t('store.console.categoriesDescription')}
        actions={
          <Button onClick={() => setEditing(null)} data-testid="category-new">
            {t('store.console.newCategory')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={categories.data?.list}
        count={categories.data?.count ?? 0}
        rowKey={(c) => c.id}
        state={table}
        loading={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        empty={<Text c="dimmed">{t('store.console.noCategoriesYet')}</Text>}
        rowTestId="category-row"
        paged={false}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        centered
        title={editing ? t('store.console.editCategory') : t('store.console.newCategory')}
      >
        {editing !== undefined ? <CategoryForm category={editing} onDone={() => setEditing(undefined)} /> : null}
      </Modal>
    </Stack>
  );
}
