import { Avatar, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category, VersionStatus } from './types';

const STATUS_COLORS: Record<VersionStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  in_review: 'blue',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  published: 'green',
};

export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="version-status">
      {t(`store.status.${status}`)}
    </Badge>
  );
}

/** The plugin's logo, or its first letter when it has none or the image fails. */
export function PluginLogo({ logo, title, size = 48 }: { logo?: string | null; title: string; size?: number }) {
  return (
    <Avatar src={logo || null} alt={title} size={size} radius="md" color="indigo" data-testid="plugin-logo">
      {title.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}

/** A category's name in the given locale, falling back to English and then the slug. */
export function categoryName(category: Category, locale: string): string {
  const names = category.names ?? { en: '', zh: '' };
  return (locale === 'zh' ? names.zh : names.en) || names.en || category.slug;
}

/** `did:key:z6Mk…abcd`: enough of a DID to recognise it. */
export function shortKeyDid(did: string): string {
  if (did.length <= 24) return did;
  return `${did.slice(0, 16)}…${did.slice(-6)}`;
}
