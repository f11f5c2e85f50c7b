import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/**
 * A mail's plain-text part from its HTML: react-email's `toPlainText` with the same options (no
 * word wrap, its selectors: no images, links without brackets), compiled once. `toPlainText`
 * calls html-to-text's `convert`, which compiles its options into a selector tree at every call:
 * about 5 % of the server's time in `bench/money.ts`, whose operations each send a mail.
 */
export const toPlainText: (html: string) => string = compile({
  wordwrap: false,
  selectors: plainTextSelectors,
});
