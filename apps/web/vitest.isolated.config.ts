import { defineProject } from 'vitest/config';
import web, { filesThatMock } from './vitest.config.ts';

/**
 * The web's test files that replace a module (`vi.mock`): each gets its own modules, mocks and
 * DOM, in a VM context of a worker that loads jsdom once (decisions 016 and 059).
 */
export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: filesThatMock,
    exclude: [],
    pool: 'vmForks',
    isolate: true,
  },
});
