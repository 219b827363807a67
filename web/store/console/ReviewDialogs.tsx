import { useState, type FormEvent } from 'react';
import { Alert, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { FormActions } from '../../payment/dashboard/shared/FormActions';
import { pathMatcher, submitFailure } from '../../payment/dashboard/shared/form-errors';
import { categoryName } from '../shared/bits';
import { useCategories, useConsoleAction, type ConsoleAction } from '../shared/queries';
import type { ReviewType } from '../shared/types';

export type ReviewTarget = { did: string; name: string; version: string; category_id?: string | null; review_type?: ReviewType };

type DialogProps = { target: ReviewTarget | null; onClose(): void; onDone(): void };

function useSubmit(did: string, onDone: () => void, fields: string[]) {
  const act = useConsoleAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = (input: ConsoleAction) =>
    act.mutate(
      { did, input },
      {
        onSuccess: onDone,
        onError: (error) => {
          const result = submitFailure(error, pathMatcher(fields));
          setErrors(result.fields);
          setFailure(result.message);
        },
      },
    );
  return { send, busy: act.isPending, errors, setErrors, failure };
}

function ApproveForm({ target, onClose, onDone }: { target: ReviewTarget; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [category, setCategory] = useState<string | null>(target.category_id ?? null);
  const [reviewType, setReviewType] = useState<ReviewType>(target.review_type ?? 'each');
  const { send, busy, errors, setErrors, failure } = useSubmit(target.did, onDone, ['category_id', 'review_type']);
  const locale = currentLocale();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!category) {
      setErrors({ category_id: t('store.form.required', { name: t('store.console.category') }) });
      return;
    }
    send({ action: 'approve', version: target.version, category_id: category, review_type: reviewType });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="console-approve-form">
      <Stack gap="md">
        {categories.data && categories.data.list.length === 0 ? <Alert color="yellow">{t('store.console.noCategories')}</Alert> : null}
        <Select
          label={t('store.console.category')}
          withAsterisk
          data={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: categoryName(c, locale) }))}
          value={category}
          onChange={setCategory}
          error={errors.category_id}
          searchable
          comboboxProps={{ withinPortal: false }}
          data-testid="console-approve-category"
        />
        <Radio.Group label={t('store.console.reviewType')} value={reviewType} onChange={(value) => setReviewType(value as ReviewType)} error={errors.review_type}>
          <Stack gap="xs" mt={4}>
            <Radio value="each" label={t('store.console.reviewEach')} data-testid="console-review-each" />
            <Radio value="first" label={t('store.console.reviewFirst')} data-testid="console-review-first" />
          </Stack>
        </Radio.Group>
        <FormActions failure={failure} busy={busy} submitLabel={t('store.console.approve')} submitTestId="console-approve-confirm" onCancel={onClose} />
      </Stack>
    </form>
  );
}

export function ApproveDialog({ target, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={target !== null} onClose={onClose} centered title={target ? t('store.console.approveTitle', { name: target.name, version: target.version }) : ''}>
      {target ? <ApproveForm target={target} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

/** Reject (a version) or block (the plugin): both take a reason. */
function ReasonForm({ target, kind, onClose, onDone }: { target: ReviewTarget; kind: 'reject' | 'block'; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { send, busy, errors, setErrors, failure } = useSubmit(target.did, onDone, ['reason']);
  const max = kind === 'block' ? 255 : 1000;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    if (kind === 'block' && !text) return setErrors({ reason: t('store.form.required', { name: t('store.console.reason') }) });
    if (text.length > max) return setErrors({ reason: t('store.form.maxChars', { length: max }) });
    send(kind === 'block' ? { action: 'block', reason: text } : { action: 'reject', version: target.version, reason: text || undefined });
  };

  return (
    <form onSubmit={submit} noValidate data-testid={`console-${kind}-form`}>
      <Stack gap="md">
        {kind === 'block' ? <Text size="sm">{t('store.console.blockHint')}</Text> : null}
        <Textarea
          label={t('store.console.reason')}
          withAsterisk={kind === 'block'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={3}
          data-autofocus
          data-testid={`console-${kind}-reason`}
        />
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={t(kind === 'block' ? 'store.console.block' : 'store.console.reject')}
          submitTestId={`console-${kind}-confirm`}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

export function ReasonDialog({ target, kind, onClose, onDone }: DialogProps & { kind: 'reject' | 'block' }) {
  const { t } = useTranslation();
  const title = !target ? '' : kind === 'block' ? t('store.console.blockTitle', { name: target.name }) : t('store.console.rejectTitle', { name: target.name, version: target.version });
  return (
    <Modal opened={target !== null} onClose={onClose} centered title={title}>
      {target ? <ReasonForm target={target} kind={kind} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}
