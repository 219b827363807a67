import { useState, type FormEvent } from 'react';
import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { FormActions } from '../../payment/dashboard/shared/FormActions';
import { toastSuccess } from '../../payment/dashboard/shared/feedback';
import { pathMatcher, submitFailure } from '../../payment/dashboard/shared/form-errors';
import { useCreatePlugin } from '../shared/queries';
import { checkNewPlugin, DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, type NewPluginErrors, type NewPluginInput } from './plugin-form';

const EMPTY: NewPluginInput = { did: '', name: '', title: '', description: '' };

function NewPluginForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const create = useCreatePlugin();
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPluginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof NewPluginInput) => (value: string) => setInput((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = checkNewPlugin(input, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const body = {
      did: input.did.trim(),
      name: input.name.trim(),
      ...(input.title.trim() ? { title: input.title.trim() } : {}),
      ...(input.description.trim() ? { description: input.description.trim() } : {}),
    };
    create.mutate(body, {
      onSuccess: (plugin) => {
        toastSuccess(t('store.developer.created', { name: plugin.name }));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PLUGIN_EXISTS') {
          setErrors({ did: t('store.form.existed', { name: body.did }) });
          return;
        }
        const result = submitFailure(error, pathMatcher(['did', 'name', 'title', 'description']));
        setErrors(result.fields);
        setFailure(result.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="new-plugin-form">
      <Stack gap="md">
        <TextInput
          label={t('store.developer.did')}
          description={t('store.developer.didHint')}
          placeholder="did:key:z6Mk…"
          withAsterisk
          value={input.did}
          onChange={(event) => set('did')(event.currentTarget.value)}
          error={errors.did}
          data-autofocus
          data-testid="new-plugin-did"
        />
        <TextInput
          label={t('store.developer.name')}
          description={t('store.developer.nameHint')}
          withAsterisk
          value={input.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          error={errors.name}
          maxLength={NAME_MAX + 8}
          data-testid="new-plugin-name"
        />
        <TextInput
          label={t('store.developer.pluginTitle')}
          value={input.title}
          onChange={(event) => set('title')(event.currentTarget.value)}
          error={errors.title}
          maxLength={TITLE_MAX + 8}
          data-testid="new-plugin-title"
        />
        <Textarea
          label={t('store.developer.pluginDescription')}
          value={input.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          error={errors.description}
          maxLength={DESCRIPTION_MAX + 8}
          autosize
          minRows={2}
          data-testid="new-plugin-description"
        />
        <FormActions failure={failure} busy={create.isPending} submitLabel={t('store.developer.create')} submitTestId="new-plugin-submit" onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function NewPluginDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('store.developer.newPlugin')} centered size="lg">
      {opened ? <NewPluginForm onDone={onClose} /> : null}
    </Modal>
  );
}
