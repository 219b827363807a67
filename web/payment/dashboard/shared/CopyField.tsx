import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../../components/icons';

type Props = {
  value: string;
  /** Shown instead of the value, such as a shorter form. */
  display?: string;
  block?: boolean;
  'data-testid'?: string;
};

/** A value in monospace with a copy button beside it. */
export function CopyField({ value, display, block, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" align={block ? 'flex-start' : 'center'} miw={0}>
      <Code
        block={block}
        data-testid={testId}
        style={{ wordBreak: 'break-all', whiteSpace: block ? 'pre-wrap' : undefined, flex: block ? 1 : undefined }}
      >
        {display ?? value}
      </Code>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('dashboard.copied') : t('dashboard.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('dashboard.copy')}
              data-testid={testId ? `${testId}-copy` : undefined}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
