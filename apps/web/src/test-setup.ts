import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appQueryClient } from '@/lib/query-client';
import { resetSession } from '@/lib/session/session-store';

// Routes load their pages lazily; on a busy machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetSession();
  appQueryClient.clear();
});
