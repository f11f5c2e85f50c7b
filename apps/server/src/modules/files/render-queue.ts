import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * Runs image work (preview renders, upload checks) a few at a time, as image decoding is CPU and
 * memory heavy, with a bounded line: past `maxWaiting`, new work is refused at once (503 with
 * Retry-After) instead of piling up. Identical keys are joined: a preview already rendering is
 * awaited, not rendered twice.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting = 64,
  ) {}

  /** Work waiting for a slot (for tests and benchmarks). */
  get queued(): number {
    return this.waiting.length;
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing as Promise<T>;
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) {
      throw appError('general_service_unavailable', messages.files.previewBusy);
    }
    const promise = this.limited(work).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    // A finishing render hands its slot straight to the next waiter.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
