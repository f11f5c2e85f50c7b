/** Time comes from here, so tests can move days ahead. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time plus an offset that tests can move forward. */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** How far ahead of real time this clock runs. */
  get offset(): number {
    return this.offsetMs;
  }
  /**
   * Moves to an offset another process announced (the shared test clock, decision 051); never
   * back, so an announcement that arrives late cannot undo a later one.
   */
  moveTo(offsetMs: number): void {
    this.offsetMs = Math.max(this.offsetMs, offsetMs);
  }
}
