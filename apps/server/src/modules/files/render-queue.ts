/**
 * Runs preview renders a few at a time (image work is CPU and memory heavy) and joins identical
 * requests: a key already rendering is awaited, not rendered twice.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly concurrency: number) {}

  run(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const promise = this.limited(work).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async limited(work: () => Promise<Buffer>): Promise<Buffer> {
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
