import { useState, type FormEvent } from 'react';
import { Modal, MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { webhookEndpointCreateBody } from '@common/payment/catalog.ts';
import { EVENT_TYPES } from '@common/payment/events.ts';
import { fieldError, zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import type { WebhookEndpoint } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { useCreateWebhookEndpoint, type WebhookEndpointCreate } from './post-webhook-endpoint';
import { useUpdateWebhookEndpoint } from './put-webhook-endpoint';

/** Every event type, now and later. */
export const ALL_EVENTS = '*';

const ENDPOINT_FIELDS = ['url', 'enabled_events', 'description'];

type Props = {
  endpoint?: WebhookEndpoint;
  onClose(): void;
  /** A new endpoint's signing secret, shown once. */
  onCreated?(secret: string): void;
};

function EndpointForm({ endpoint, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.enabled_events ?? [ALL_EVENTS]);
  const { errors, failure, check, fail } = useFormErrors(ENDPOINT_FIELDS);
  const busy = create.isPending || update.isPending;

  const options = [
    { value: ALL_EVENTS, label: t('dashboard.webhooks.allEvents') },
    ...EVENT_TYPES.map((type) => ({ value: type, label: type })),
  ];

  const chooseEvents = (next: string[]) => {
    // "All events" already covers every type; a type picked after it narrows the choice again.
    const addedAll = next.includes(ALL_EVENTS) && !events.includes(ALL_EVENTS);
    setEvents(addedAll ? [ALL_EVENTS] : next.length > 1 ? next.filter((e) => e !== ALL_EVENTS) : next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body: WebhookEndpointCreate = { url: url.trim(), enabled_events: events, description: description.trim() };
    const found: FieldErrors = {};
    const checked = webhookEndpointCreateBody.safeParse(body);
    if (!checked.success) Object.assign(found, zodFieldErrors(checked.error));
    if (!body.url) found.url = t('dashboard.form.required');
    if (events.length === 0) found.enabled_events = t('dashboard.webhooks.pickEvents');
    if (!check(found)) return;
    const onError = (error: unknown) => fail(error);
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body },
        {
          onSuccess: () => {
            toastSuccess(t('dashboard.webhooks.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          toastSuccess(t('dashboard.webhooks.created'));
          onClose();
          onCreated?.(created.secret);
        },
        onError,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="webhook-form">
      <Stack gap="sm">
        <TextInput
          label={t('dashboard.webhooks.url')}
          withAsterisk
          type="url"
          placeholder="https://example.com/webhooks"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
          maxLength={2000}
          disabled={busy}
          data-autofocus
          data-testid="webhook-url"
        />
        <MultiSelect
          label={t('dashboard.webhooks.events')}
          withAsterisk
          searchable
          data={options}
          value={events}
          onChange={chooseEvents}
          error={fieldError(errors, 'enabled_events')}
          disabled={busy}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
          data-testid="webhook-events"
        />
        <Textarea
          label={t('dashboard.webhooks.descriptionField')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          maxLength={500}
          autosize
          minRows={1}
          disabled={busy}
        />
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={t(endpoint ? 'dashboard.form.save' : 'dashboard.webhooks.create')}
          submitTestId="webhook-submit"
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Adds a webhook endpoint, or edits one. */
export function WebhookEndpointDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t(props.endpoint ? 'dashboard.webhooks.edit' : 'dashboard.webhooks.new')} size="lg" centered>
      {opened ? <EndpointForm {...props} /> : null}
    </Modal>
  );
}
