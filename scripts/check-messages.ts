/**
 * `npm run check:messages`: fails, naming them, when messages in packages/shared are read by no
 * code in apps/ or packages/ (see scripts/message-uses.ts for what counts as a read).
 */
import { fileURLToPath } from 'node:url';
import { messages } from '@copyvest/shared';
import { readSources, unusedMessages } from './message-uses.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const unused = unusedMessages(messages, readSources(root));
if (unused.length > 0) {
  console.error(`Messages no code reads (${unused.length}):\n  ${unused.join('\n  ')}`);
  console.error('Delete them, or list a key read by a computed name in scripts/message-uses.ts.');
  process.exit(1);
}
console.log('Every message is read somewhere in apps/ or packages/.');
