/**
 * No code finds an element by a CSS module's class (`[class*="hitTitle"]`, `[class^="mdxCodeBlock_"]`): those names
 * are hashed per build, and a theme update renames them without a word. Use a class or attribute the site sets
 * itself (`search-hit-title`), a theme's stable class (`.theme-code-block`), or a role.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';

const root = path.resolve(__dirname, '..');
const code = /\.(ts|tsx|mjs|js)$/;
const byClassPart = /\[class[*^$]=/;

test('no code selects elements by a part of their class attribute', () => {
  const files = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'src', 'e2e', 'scripts', 'mcp', 'measure'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => code.test(file) && file !== 'scripts/no-hashed-classes.test.ts');
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (byClassPart.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found, 'select by a class the site or the theme sets, or by role').toEqual([]);
});
