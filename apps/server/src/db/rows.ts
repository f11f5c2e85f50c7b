import type { accounts, pushTargets, sessions, users } from './schema.ts';

/** Rows as the schema reads them, for code that passes whole rows around. */
export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PushTargetRow = typeof pushTargets.$inferSelect;
