import * as streams from 'node:stream/web';

// The web tests run in a VM context per file (vitest.config.ts: vmForks) whose globals lack
// Node's web streams; MSW (src/test/msw.ts) builds its responses with them. Node's own classes,
// the ones its fetch uses, are put in place before anything loads MSW.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] });
}
