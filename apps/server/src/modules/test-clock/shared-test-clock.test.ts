import { describe, expect, it, vi } from 'vitest';
import { adminClient } from '../../../test/support/client.ts';
import { createTestContext } from '../../../test/support/test-app.ts';

const DAY = 86_400_000;

describe('the test clock of several servers on one database (decision 051)', () => {
  it('moved through one server, it moves on the others, and a server started later starts there', async () => {
    const first = await createTestContext({ TEST_CLOCK: 'enabled' });
    const second = await createTestContext({ TEST_CLOCK: 'enabled' }, first);
    const moved = await (await adminClient(first)).post('/v1/test/clock', { advanceDays: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs).toBe(2 * DAY);
    // The other server hears it by NOTIFY, after the move's commit.
    await vi.waitFor(() => expect(second.clock.offset).toBe(2 * DAY));
    const seen = await (await adminClient(second)).get('/v1/test/clock');
    expect(seen.body.offsetMs).toBe(2 * DAY);
    // Moves through either add up.
    await (await adminClient(second)).post('/v1/test/clock', { advanceDays: 1 });
    await vi.waitFor(() => expect(first.clock.offset).toBe(3 * DAY));
    const later = await createTestContext({ TEST_CLOCK: 'enabled' }, first);
    expect(later.clock.offset).toBe(3 * DAY);
  });
});
