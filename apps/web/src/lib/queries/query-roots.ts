/**
 * The first element of the keys of query families whose endpoint modules live in a feature or a
 * component (lib/ never imports those): live events (lib/realtime) and mutations make a whole
 * family stale by its root, and each endpoint module builds its key from its family's root.
 */

/** The SDK's Account service: the account, its sessions and its logs. */
export const accountQueryRoot = ['account'] as const;
/** The admin's overview, transaction list and audit log. */
export const adminQueryRoot = ['admin'] as const;
/** The admin's user lists and user details. */
export const usersQueryRoot = ['users'] as const;
/** The signed-in user's referrals. */
export const referralsQueryRoot = ['referrals'] as const;
/** The signed-in user's notifications: the list and the unread count (decision 029). */
export const notificationsQueryRoot = ['notifications'] as const;
/** Copy trading (decision 043): the user's copies, their portfolio, the public traders. */
export const copiesQueryRoot = ['copies'] as const;
export const portfolioQueryRoot = ['portfolio'] as const;
export const tradersQueryRoot = ['traders'] as const;
/** Support tickets (decision 052): the user's tickets, the desk's queue, both badges. */
export const ticketsQueryRoot = ['tickets'] as const;
