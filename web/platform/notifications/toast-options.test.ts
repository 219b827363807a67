import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SEVERITIES } from '@common/identity.ts';
import { isStickyToast, TOAST_AUTO_CLOSE_MS, toastOptions } from './toast-options';

describe('notification toasts', () => {
  it.each(['error', 'warning'] as const)('stay for %s notifications', (severity) => {
    expect(isStickyToast({ severity, sticky: false })).toBe(true);
    expect(toastOptions({ id: 'n', severity, sticky: false }).autoClose).toBe(false);
  });

  it.each(['normal', 'success', 'info'] as const)('hide after 5 s for %s notifications', (severity) => {
    expect(isStickyToast({ severity, sticky: false })).toBe(false);
    expect(toastOptions({ id: 'n', severity, sticky: false }).autoClose).toBe(TOAST_AUTO_CLOSE_MS);
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
  });

  it.each(NOTIFICATION_SEVERITIES)('stay when sticky, whatever the severity (%s)', (severity) => {
    expect(toastOptions({ id: 'n', severity, sticky: true }).autoClose).toBe(false);
  });

  it('gives each notification one toast and a severity colour', () => {
    expect(toastOptions({ id: 'ntf_1', severity: 'error', sticky: false })).toMatchObject({ id: 'notification-ntf_1', color: 'red' });
  });
});
