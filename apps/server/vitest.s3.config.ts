import { defineProject } from 'vitest/config';
import server from './vitest.config.ts';

/**
 * The storage suite again, on S3 (decision 049): each of these files gets a fresh bucket on an
 * s3rver process instead of a temporary folder. The rest of the server's tests do not touch the
 * file store and run once, on disk (the `server` project).
 */
export default defineProject({
  test: {
    ...server.test,
    name: 'server-s3',
    include: [
      'src/modules/files/files.test.ts',
      'src/modules/files/chunked-upload.test.ts',
      'src/modules/files/preview.test.ts',
      'src/modules/files/avatar.test.ts',
      'src/modules/files/storage-limits.test.ts',
      'src/modules/files/file-permissions.test.ts',
      'src/modules/files/sdk-storage.conformance.test.ts',
    ],
    env: { ...server.test?.env, COPYVEST_TEST_STORAGE_DRIVER: 's3' },
    // s3rver is a JavaScript process of its own: on a loaded machine (the whole suite on two
    // cores) a 15 MB chunked upload through it, assembled and read back, has taken over 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
