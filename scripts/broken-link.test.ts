/**
 * Proves that a writer's broken link fails the production build, and that the
 * message names the page with the link and the missing target. It builds a
 * scratch copy of the site with one extra page (the real tree is untouched).
 */
import {spawnSync} from 'node:child_process';
import {cp, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..');
const skip = new Set([
  'node_modules',
  'build',
  'build-base-url',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
]);
let scratch = '';

afterAll(async () => {
  if (scratch) await rm(scratch, {recursive: true, force: true});
});

describe('a broken link', () => {
  it('fails the build with a message naming the page and the missing route', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'help-docs-broken-link-'));
    await cp(root, scratch, {
      recursive: true,
      filter: (source) => !skip.has(path.relative(root, source).split(path.sep)[0]),
    });
    await symlink(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    await writeFile(
      path.join(scratch, 'user', 'broken-link-fixture.mdx'),
      '---\ntitle: Broken link fixture\ndescription: A page with a link to a route that does not exist.\n---\n\nSee [the missing page](/user/no-such-page).\n',
    );

    // Last-updated dates come from git: the scratch copy is its own repository.
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: scratch});
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'scratch copy');

    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        '--out-dir',
        path.join(scratch, 'out'),
      ],
      {cwd: scratch, encoding: 'utf8', env: {...process.env, NODE_ENV: 'production'}},
    );
    const output = `${result.stdout}\n${result.stderr}`;

    expect(result.status, output).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = (\/guides)?\/user\/broken-link-fixture/);
    expect(output).toMatch(/-> linking to (\/guides)?\/user\/no-such-page/);
  }, 300_000);
});
