import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/**
 * react-email's `toPlainText` with the same options (no word wrap, its selectors: no images, links
 * without brackets), compiled once. `toPlainText` calls html-to-text's `convert`, which compiles its
 * options into a selector tree at every call: about 5 % of the server's time in `bench/money.ts`,
 * whose operations each send a mail.
 */
const convert = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * A `style` attribute as React writes it: a quote inside its value, and in text, is written as
 * `&quot;`, so the first quote after the opening one closes it.
 */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

/**
 * A mail's plain-text part from its HTML. The inline styles, about half of a mail's HTML, are
 * dropped first: the text does not depend on them, and html-to-text's parser took twice as long
 * with them (132 against 69 µs for a transaction decision). `render-mail.test.ts` compares the
 * result with react-email's `toPlainText` of the whole HTML for every kind of mail.
 */
export function toPlainText(html: string): string {
  return convert(html.replace(STYLE_ATTRIBUTE, ''));
}
