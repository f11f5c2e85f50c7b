/**
 * Counts failed logins per e-mail in a sliding window (per process). With several server
 * processes each keeps its own count; the per-IP limit still applies at each.
 */
export class LoginFailureLimiter {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(email: string, now: number): boolean {
    const entry = this.failures.get(email);
    if (!entry) return false;
    if (now - entry.windowStart >= this.windowMs) {
      this.failures.delete(email);
      return false;
    }
    return entry.count >= this.maxFailures;
  }

  recordFailure(email: string, now: number): void {
    const entry = this.failures.get(email);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.failures.set(email, { count: 1, windowStart: now });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(email: string): void {
    this.failures.delete(email);
  }

  private prune(now: number): void {
    for (const [email, entry] of this.failures) {
      if (now - entry.windowStart >= this.windowMs) this.failures.delete(email);
    }
  }
}
