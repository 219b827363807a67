import { describe, expect, it } from 'vitest';
import { DOMAIN_WARNING_SKIP_MS, shouldShowDomainWarning } from './domain-warning-skip';

const NOW = Date.UTC(2025, 0, 31);

describe('shouldShowDomainWarning', () => {
  it('is false for a permanent host whatever is stored', () => {
    expect(shouldShowDomainWarning('example.com', null, NOW)).toBe(false);
  });

  it('is true for a temporary host never dismissed', () => {
    expect(shouldShowDomainWarning('10.0.0.1', null, NOW)).toBe(true);
  });

  it('is false within 30 days of dismissal and true from then on', () => {
    expect(shouldShowDomainWarning('10.0.0.1', String(NOW - DOMAIN_WARNING_SKIP_MS + 1), NOW)).toBe(false);
    expect(shouldShowDomainWarning('10.0.0.1', String(NOW - DOMAIN_WARNING_SKIP_MS), NOW)).toBe(true);
  });

  it('ignores a stored value that is not a timestamp', () => {
    expect(shouldShowDomainWarning('10.0.0.1', 'yes', NOW)).toBe(true);
  });
});
