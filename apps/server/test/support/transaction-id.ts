/**
 * A transaction id made now: 'TNX-' plus 6 characters from the upper case letters and digits
 * without the look-alikes 0, O, 1, I and L. Written out here, not derived from the constant the
 * server uses, so a change of alphabet shows in the tests.
 */
export const NEW_TRANSACTION_ID = /^TNX-[2-9A-HJKMNP-Z]{6}$/;
