import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint zones of eslint.config.js (module entries, layers, no cycles, web features) fail on a
 * planted violation and pass on the clean import next to it. Planted files are linted as text at
 * a path inside the repository (the imported files are real); the cycle needs two files on disk,
 * written to a folder of their own and removed afterwards.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const server = path.join(repo, 'apps/server/src');
const web = path.join(repo, 'apps/web/src');
const ZONE = 'import-x/no-restricted-paths';
let eslint: ESLint;

/** The rules a planted file breaks, of the zone and cycle rules. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages
    .map((message) => message.ruleId ?? '')
    .filter((rule) => rule === ZONE || rule === 'import-x/no-cycle');
}

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

// The first file linted loads the parser and resolves the import graph it reaches: many seconds.
describe('the server lint zones', { timeout: 120_000 }, () => {
  it('refuse a module in lib and accept lib importing lib', async () => {
    const file = path.join(server, 'lib/planted.ts');
    expect(
      await brokenRules(file, "export { isActiveAdmin } from '../modules/accounts/index.ts';\n"),
    ).toEqual([ZONE]);
    expect(await brokenRules(file, "export { appError } from './errors.ts';\n")).toEqual([]);
  });

  it('refuse a plugin reaching inside a module and accept its entry', async () => {
    const file = path.join(server, 'plugins/planted.ts');
    expect(
      await brokenRules(
        file,
        "export { isActiveAdmin } from '../modules/accounts/is-active-admin.ts';\n",
      ),
    ).toEqual([ZONE]);
    expect(
      await brokenRules(file, "export { isActiveAdmin } from '../modules/accounts/index.ts';\n"),
    ).toEqual([]);
  });

  it("refuse a module importing another module's internals and accept its entry or its own files", async () => {
    const file = path.join(server, 'modules/deposits/planted.ts');
    expect(
      await brokenRules(file, "export { enqueueMail } from '../mail/enqueue-mail.ts';\n"),
    ).toEqual([ZONE]);
    expect(await brokenRules(file, "export { enqueueMail } from '../mail/index.ts';\n")).toEqual(
      [],
    );
    expect(
      await brokenRules(file, "export { requestDeposit } from './request-deposit.ts';\n"),
    ).toEqual([]);
  });

  it("let a module's tests, and only its tests, use another module's test helpers", async () => {
    const helper = "export { startSmtpReceiver } from '../mail/mail-receivers.test-support.ts';\n";
    expect(await brokenRules(path.join(server, 'modules/deposits/planted.ts'), helper)).toEqual([
      ZONE,
    ]);
    expect(
      await brokenRules(path.join(server, 'modules/deposits/planted.test.ts'), helper),
    ).toEqual([]);
  });

  it("refuse app files reaching inside a module and accept the module's entry", async () => {
    const file = path.join(server, 'planted.ts');
    expect(
      await brokenRules(file, "export { accountRoutes } from './modules/accounts/routes.ts';\n"),
    ).toEqual([ZONE]);
    expect(
      await brokenRules(file, "export { accountRoutes } from './modules/accounts/index.ts';\n"),
    ).toEqual([]);
  });

  describe('with two modules importing each other', () => {
    const folder = path.join(server, 'lib/planted-cycle');
    beforeAll(() => {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(
        path.join(folder, 'a.ts'),
        "export { b } from './b.ts';\nexport const a = 1;\n",
      );
      fs.writeFileSync(
        path.join(folder, 'b.ts'),
        "export { a } from './a.ts';\nexport const b = 2;\n",
      );
      fs.writeFileSync(path.join(folder, 'c.ts'), 'export const c = 3;\n');
    });
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('refuse the cycle and accept a one-way import', async () => {
      const file = path.join(folder, 'a.ts');
      expect(await brokenRules(file, fs.readFileSync(file, 'utf8'))).toEqual(['import-x/no-cycle']);
      expect(await brokenRules(file, "export { c } from './c.ts';\nexport const a = 1;\n")).toEqual(
        [],
      );
    });
  });
});

describe('the web lint zones', { timeout: 120_000 }, () => {
  it('refuse a feature importing another feature and accept shared code', async () => {
    const file = path.join(web, 'features/deposits/planted.tsx');
    const other = 'admin/api/get-books.ts';
    expect(fs.existsSync(path.join(web, 'features', other))).toBe(true);
    expect(await brokenRules(file, `export * from '@/features/${other}';\n`)).toEqual([ZONE]);
    expect(await brokenRules(file, `export * from '../${other}';\n`)).toEqual([ZONE]);
    expect(await brokenRules(file, "export { cn } from '@/lib/cn.ts';\n")).toEqual([]);
  });
});
