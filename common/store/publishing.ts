/**
 * Whether a draft may be published without a review: when the store needs none, or when the
 * plugin's review type is "first" and a version of it was already approved and published.
 */
export function canPublishDraft(input: { needReview: boolean; reviewType: 'first' | 'each'; currentVersion: string | null }): boolean {
  return !input.needReview || (input.reviewType === 'first' && input.currentVersion !== null);
}
