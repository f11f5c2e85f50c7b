import { describe, expect, it } from 'vitest';
import { type Job, startJobs } from './jobs.ts';

const errors: unknown[] = [];
const silent = { debug: () => {}, error: (...args: unknown[]) => void errors.push(args) };

describe('the job runner', () => {
  it('starts every job in order and stops them the last first', async () => {
    const events: string[] = [];
    const job = (name: string): Job => ({
      name,
      start: async () => {
        events.push(`start ${name}`);
        return async () => {
          events.push(`stop ${name}`);
        };
      },
    });
    const stopAll = await startJobs([job('a'), job('b'), job('c')], silent);
    expect(events).toEqual(['start a', 'start b', 'start c']);
    await stopAll();
    expect(events.slice(3)).toEqual(['stop c', 'stop b', 'stop a']);
  });

  it('still stops the other jobs when one fails to stop', async () => {
    const stopped: string[] = [];
    const stopAll = await startJobs(
      [
        { name: 'a', start: () => async () => void stopped.push('a') },
        {
          name: 'broken',
          start: () => async () => {
            throw new Error('cannot stop');
          },
        },
        { name: 'c', start: () => async () => void stopped.push('c') },
      ],
      silent,
    );
    await stopAll();
    expect(stopped).toEqual(['c', 'a']);
    expect(errors).toHaveLength(1);
  });
});
