import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'Amber',
  'Brave',
  'Calm',
  'Clever',
  'Crisp',
  'Eager',
  'Gentle',
  'Golden',
  'Happy',
  'Honest',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Mellow',
  'Nimble',
  'Proud',
  'Quiet',
  'Rapid',
  'Silver',
  'Steady',
  'Sunny',
  'Swift',
  'Tidy',
  'Witty',
];
const NOUNS = [
  'Badger',
  'Beacon',
  'Cedar',
  'Comet',
  'Falcon',
  'Harbor',
  'Heron',
  'Lantern',
  'Maple',
  'Meadow',
  'Otter',
  'Panda',
  'Pebble',
  'Pine',
  'Raven',
  'River',
  'Robin',
  'Sparrow',
  'Summit',
  'Tiger',
  'Tulip',
  'Valley',
  'Walrus',
  'Willow',
  'Zebra',
];

/**
 * The SDK's security phrase: shown to whoever asked for the mail and printed in the mail, so the
 * recipient can check the mail answers their own request.
 */
export function newSecurityPhrase(): string {
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]} ${NOUNS[randomInt(NOUNS.length)]}`;
}
