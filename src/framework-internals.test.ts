import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {frameworkInternals, internalImportPattern} from './framework-internals';
import {leaveOutParts} from './leave-out';

const root = path.resolve(__dirname, '..');
const upgradeHint =
  'A framework upgrade moved or changed an internal the site relies on. Read the entry in ' +
  'src/framework-internals.ts (why it is used), adapt the file that uses it, and update the entry.';

/** The file a `@scope/name/path` specifier names, in the installed package (not through its `exports`). */
function packageFile(specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  return path.join(root, 'node_modules', scope!, name!, ...rest);
}

/** Source files of the site that may import framework code. */
function sourceFiles(): string[] {
  const files: string[] = ['docusaurus.config.ts'];
  for (const dir of ['src', 'config', 'e2e', 'scripts']) {
    for (const file of readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})) {
      if (/\.(ts|tsx|mjs)$/.test(file) && !/\.test\./.test(file)) files.push(path.join(dir, file));
    }
  }
  return files;
}

describe('framework internals (src/framework-internals.ts)', () => {
  it('lists every import that reaches inside a framework package', () => {
    const listed = new Set(frameworkInternals.map((entry) => entry.module.replace(/\/index\.d\.ts$/, '')));
    const unlisted: string[] = [];
    for (const file of sourceFiles()) {
      if (file === 'src/framework-internals.ts') continue;
      for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(internalImportPattern)) {
        if (!listed.has(specifier!)) unlisted.push(`${file}: ${specifier}`);
      }
    }
    expect(
      unlisted,
      'List each in src/framework-internals.ts with why it is needed (or use a public API instead).',
    ).toEqual([]);
  });

  it('says what each internal buys a reader, and every part a build can leave out is measured for one', () => {
    const missing = frameworkInternals
      .filter((entry) => entry.buys.reader.trim().length < 20)
      .map((entry) => entry.module);
    expect(missing, 'Write `buys.reader`: the figure it buys (measured, dated) or what a reader would lose.').toEqual(
      [],
    );
    const measured = new Set(frameworkInternals.flatMap((entry) => (entry.buys.part ? [entry.buys.part] : [])));
    expect(
      Object.keys(leaveOutParts).filter((part) => !measured.has(part as keyof typeof leaveOutParts)),
      'src/leave-out.ts has a part no entry of src/framework-internals.ts measures: name it in `buys.part`, or drop it.',
    ).toEqual([]);
  });

  for (const entry of frameworkInternals) {
    if (entry.kind === 'behaviour') {
      it(`${entry.module}: a test guards "${entry.behaviour}"`, () => {
        const guard = path.join(root, entry.checkedBy.file);
        expect(existsSync(guard), `${entry.checkedBy.file} is gone: ${entry.checkedBy.how}`).toBe(true);
        expect(
          readFileSync(guard, 'utf8').includes(entry.checkedBy.contains),
          `${entry.checkedBy.file} no longer exercises the behaviour (${entry.checkedBy.how})`,
        ).toBe(true);
      });
      continue;
    }
    it(`${entry.module} still provides what ${[entry.usedBy].flat().join(', ')} use`, () => {
      const file = packageFile(entry.kind === 'export' ? entry.declarations : entry.module);
      if (!existsSync(file)) throw new Error(`${entry.module}: ${file} is gone. ${upgradeHint}`);
      const text = readFileSync(file, 'utf8');
      if (entry.kind === 'export') {
        for (const name of entry.names) {
          expect(text, `${entry.module} no longer exports ${name}. ${upgradeHint}`).toMatch(
            new RegExp(`\\b${name}\\b`),
          );
        }
        for (const user of entry.usedBy) {
          expect(readFileSync(path.join(root, user), 'utf8'), `${user} no longer uses ${entry.module}`).toContain(
            entry.module,
          );
        }
      }
      if (entry.kind === 'css-module') {
        const user = readFileSync(path.join(root, entry.usedBy), 'utf8');
        const classes = new Set([...user.matchAll(/\bstyles\.(\w+)\b(?!\.css)/g)].map((match) => match[1]!));
        expect(classes.size, `${entry.usedBy} uses no class of ${entry.module}`).toBeGreaterThan(0);
        for (const name of [...classes].filter((name) => !entry.undefinedUpstream?.includes(name))) {
          expect(
            text,
            `${entry.module} has no class .${name} any more (used by ${entry.usedBy}). ${upgradeHint}`,
          ).toMatch(new RegExp(`\\.${name}\\b`));
        }
      }
      if (entry.kind === 'file') {
        for (const needle of entry.contains) {
          expect(text.includes(needle), `${entry.module} no longer contains ${needle}. ${upgradeHint}`).toBe(true);
        }
      }
    });
  }
});
