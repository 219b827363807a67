import { AppError } from '../../lib/errors';

/**
 * Counts failed sign-ins per client address in a sliding window; successful ones are not
 * counted, so a person who signs in often is never locked out. In memory: per process.
 */
export class FailedLoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now = () => Date.now(),
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Throws 429 when this client has failed too often lately. */
  check(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.max) {
      const retryInSeconds = Math.ceil((recent[0] + this.windowMs - this.now()) / 1000);
      throw new AppError(
        429,
        `Too many failed sign-in attempts; try again in ${Math.ceil(retryInSeconds / 60)} minutes`,
        'TOO_MANY_ATTEMPTS',
      );
    }
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }
}
