import { describe, expect, it } from 'vitest';
import { findFreePortOtherThan } from './free-port.ts';

describe("the embedded PostgreSQL's port", () => {
  it("is never the server's own port, even when the kernel offers it first", async () => {
    const offered = [4000, 4000, 4001];
    const port = await findFreePortOtherThan(4000, async () => offered.shift()!);
    expect(port).toBe(4001);
    expect(offered).toEqual([]);
  });

  it('is the first free port when the server has none to keep', async () => {
    expect(await findFreePortOtherThan(undefined, async () => 4000)).toBe(4000);
  });
});
