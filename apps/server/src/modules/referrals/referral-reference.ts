/** The books' reference of the referral bonus a new account brings its referrer. */
export function referralReference(newUserId: string): string {
  return `referral:${newUserId}`;
}
