import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * Runs image work (preview renders, upload checks) a few units at a time, as image decoding is CPU
 * and memory heavy. Work weighs what it costs: a large rendering takes several units (up to all
 * of them, so it runs alone), a thumbnail one. The line is bounded: past `maxWaiting`, new work
 * is refused at once (503 with Retry-After) instead of piling up. Identical keys are joined: a
 * preview already rendering is awaited, not rendered twice.
 */
export class RenderQueue {
  private used = 0;
  private readonly waiting: Array<{ weight: number; start: () => void }> = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting = 64,
  ) {}

  /** Work waiting for a slot (for tests and benchmarks). */
  get queued(): number {
    return this.waiting.length;
  }

  run<T>(key: string, work: () => Promise<T>, weight = 1): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const units = Math.min(Math.max(1, Math.ceil(weight)), this.concurrency);
    const free = this.waiting.length === 0 && this.used + units <= this.concurrency;
    if (!free && this.waiting.length >= this.maxWaiting) {
      throw appError('general_service_unavailable', messages.files.previewBusy);
    }
    const promise = this.limited(work, units, free).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async limited<T>(work: () => Promise<T>, units: number, free: boolean): Promise<T> {
    if (free) this.used += units;
    // First come, first served: a large job is not overtaken forever by small ones.
    else await new Promise<void>((start) => this.waiting.push({ weight: units, start }));
    try {
      return await work();
    } finally {
      this.used -= units;
      this.startWaiting();
    }
  }

  private startWaiting() {
    while (this.waiting.length > 0 && this.used + this.waiting[0]!.weight <= this.concurrency) {
      const next = this.waiting.shift()!;
      this.used += next.weight;
      next.start();
    }
  }
}
