import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_CONFIG_GLOBAL } from '@common/platform-config.ts';
import { FALLBACK_PLATFORM_CONFIG } from '../../lib/platform-config';
import { versionActions } from './DeveloperPluginsPage';

const unpublished = { review_type: 'each', current_version: null } as const;

describe('versionActions', () => {
  afterEach(() => {
    delete window[PLATFORM_CONFIG_GLOBAL];
  });

  it('offers review for a draft in a store that reviews, and publishing once approved', () => {
    expect(versionActions({ status: 'draft' }, unpublished)).toEqual(['request-review']);
    expect(versionActions({ status: 'pending' }, unpublished)).toEqual(['cancel-review']);
    expect(versionActions({ status: 'approved' }, unpublished)).toEqual(['publish', 'cancel-review']);
    expect(versionActions({ status: 'rejected' }, unpublished)).toEqual([]);
  });

  it('offers publishing a draft when the store needs no review', () => {
    window[PLATFORM_CONFIG_GLOBAL] = { ...FALLBACK_PLATFORM_CONFIG, preferences: { ...FALLBACK_PLATFORM_CONFIG.preferences, needReview: false } };
    expect(versionActions({ status: 'draft' }, unpublished)).toEqual(['publish', 'request-review']);
  });

  it('offers publishing a later draft of a plugin reviewed once ("first")', () => {
    expect(versionActions({ status: 'draft' }, { review_type: 'first', current_version: '1.0.0' })).toEqual(['publish', 'request-review']);
    expect(versionActions({ status: 'draft' }, { review_type: 'first', current_version: null })).toEqual(['request-review']);
    expect(versionActions({ status: 'draft' }, { review_type: 'each', current_version: '1.0.0' })).toEqual(['request-review']);
  });
});
