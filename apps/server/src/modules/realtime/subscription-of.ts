import { messages, REALTIME_MESSAGE_INVALID } from '@copyvest/shared';
import type { Subscription } from './realtime-connection.ts';
import { compileRealtimeQueries, RealtimeError } from './runtime-query.ts';

const MAX_CHANNELS = 100;

/** A subscription from its channels and queries (queries checked and compiled once). */
export function subscriptionOf(channels: string[], queries: string[]): Subscription {
  if (channels.length > MAX_CHANNELS) {
    throw new RealtimeError(REALTIME_MESSAGE_INVALID, messages.data.realtimePayloadInvalid);
  }
  return { channels: new Set(channels), queries, matches: compileRealtimeQueries(queries) };
}
