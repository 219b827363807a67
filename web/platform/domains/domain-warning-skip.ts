import { isTemporaryHost } from '@common/host.ts';

export const DOMAIN_WARNING_STORAGE_KEY = 'domain-warning-skipped-at';
export const DOMAIN_WARNING_SKIP_MS = 30 * 24 * 60 * 60 * 1000;

/** Shown on temporary hosts unless dismissed within the last 30 days. */
export function shouldShowDomainWarning(hostname: string, skippedAt: string | null, now: number): boolean {
  if (!isTemporaryHost(hostname)) return false;
  const at = Number(skippedAt);
  if (!skippedAt || !Number.isFinite(at)) return true;
  return now - at >= DOMAIN_WARNING_SKIP_MS;
}
