/**
 * Runs a sample in its own language, as a reader would after pasting it: bash (cURL), Node.js (fetch), Python
 * (requests, Flask) and PHP (the curl extension). `bash .ci/run` installs Debian's python3-requests, python3-flask,
 * php-cli, php-curl and uuid-runtime when they are missing; a runtime that is still missing fails the test with the
 * package to install, rather than skipping the language.
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Language = 'bash' | 'js' | 'python' | 'php';

/** Prism languages of the code blocks, by the runtime that runs them. */
export function languageOf(prismLanguage: string): Language | undefined {
  if (prismLanguage === 'bash' || prismLanguage === 'shell' || prismLanguage === 'sh') return 'bash';
  if (prismLanguage === 'js' || prismLanguage === 'javascript') return 'js';
  if (prismLanguage === 'python') return 'python';
  if (prismLanguage === 'php') return 'php';
  return undefined;
}

const has = (command: string, args: string[]) => spawnSync(command, args, {encoding: 'utf8'}).status === 0;

/** A Python 3 that can import every module named, or an error that says what to install. */
export function python(modules: string[]): string {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean) as string[];
  const found = candidates.find((candidate) =>
    has(candidate, ['-c', modules.map((name) => `import ${name}`).join(';')]),
  );
  if (!found) {
    throw new Error(
      `No python3 here can import ${modules.join(', ')}. Install Debian's ${modules.map((name) => `python3-${name}`).join(' ')} (bash .ci/run does).`,
    );
  }
  return found;
}

export function php(): string {
  if (!has('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'])) {
    throw new Error(
      "php with the curl extension is missing. Install Debian's php-cli and php-curl (bash .ci/run does).",
    );
  }
  return 'php';
}

export function requireCommand(command: string, debianPackage: string): void {
  if (!has('sh', ['-c', `command -v ${command}`])) {
    throw new Error(`${command} is missing. Install Debian's ${debianPackage} (bash .ci/run does).`);
  }
}

/** A fresh working folder with the repository's node_modules linked in, so that `import 'express'` resolves. */
export function workDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-samples-'));
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  mkdirSync(path.join(dir, 'tmp'));
  return dir;
}

const FILE_NAMES: Record<Language, string> = {
  bash: 'sample.sh',
  js: 'sample.mjs',
  python: 'sample.py',
  php: 'sample.php',
};

/** The command that runs a file of the language. */
export function commandFor(language: Language, file: string): [string, string[]] {
  switch (language) {
    case 'bash':
      requireCommand('curl', 'curl');
      requireCommand('uuidgen', 'uuid-runtime');
      return ['bash', ['-e', file]];
    case 'js':
      return [process.execPath, [file]];
    case 'python':
      return [python(['requests']), ['-u', file]];
    case 'php':
      return [php(), [file]];
  }
}

export type RunResult = {status: number | null; stdout: string; stderr: string; error?: Error};

/** The environment a sample runs with: a minimal one, plus what the test sets. */
export function sampleEnv(dir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, TMPDIR: path.join(dir, 'tmp'), ...env};
}

/**
 * Writes the code to a file in `dir` and runs it to the end. Asynchronous on purpose: the mock's recorder runs in
 * the test's own process and must keep answering while the sample waits for it.
 */
export function runCode(
  language: Language,
  code: string,
  dir: string,
  env: Record<string, string>,
  fileName = FILE_NAMES[language],
  argv: string[] = [],
): Promise<RunResult> {
  const file = path.join(dir, fileName);
  writeFileSync(file, code);
  const [command, commandArgs] = commandFor(language, file);
  const args = [...commandArgs, ...argv];
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: dir, env: sampleEnv(dir, env), stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({status: null, stdout, stderr, error});
    });
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr});
    });
  });
}
