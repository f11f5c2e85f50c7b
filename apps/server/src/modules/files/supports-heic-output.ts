import { sharp } from './sharp-with-limits.ts';

let heicOutput: Promise<boolean> | undefined;

/** Whether this sharp build can write HEIC (HEVC); the prebuilt binaries usually cannot. */
export function supportsHeicOutput(): Promise<boolean> {
  heicOutput ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } })
    .heif({ compression: 'hevc' })
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
  return heicOutput;
}
