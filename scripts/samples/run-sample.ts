/**
 * Runs a page's sample as the reader would (`node <file>`) on a free port, and waits until it is up: shared by the
 * sample tests that start a reader's server (payments, HubSpot lead sync, Send webhook action).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import path from 'node:path';
import {afterAll} from 'vitest';
import {freePort} from './mock';

/**
 * A work directory of the calling test file's own, under the site's `node_modules/.cache` so that a sample's imports
 * resolve to the site's packages, removed when the file's tests end. Named once per run, so that two runs at once (a
 * watch beside `npm test`, or checkouts sharing one node_modules) never write each other's samples or stand-ins.
 */
export function sampleWorkDir(name: string): string {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  mkdirSync(cache, {recursive: true});
  const dir = mkdtempSync(path.join(cache, `${name}-`));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

/**
 * The package.json that `npm init -y` writes (npm 11): `"type": "commonjs"`, under which only a `.mjs` file may use
 * `import`. A sample test writes it beside the reader's file, so that a sample published as `.js` with `import`
 * lines fails here as it fails for the reader.
 */
export const NPM_INIT_PACKAGE_JSON = `${JSON.stringify(
  {name: 'sample', version: '1.0.0', main: 'index.js', license: 'ISC', type: 'commonjs'},
  null,
  2,
)}\n`;

/**
 * Starts `node [--import ./register.mjs] <file> [args]` in `cwd` with the environment `env(port)` for a free port, and
 * waits until it is up: until `GET /` answers, or until its output includes `ready.logIncludes`. `onLog` gets its
 * output as it comes.
 */
export async function startSample({
  cwd,
  file,
  env,
  onLog,
  register = false,
  ready = 'answers',
  args: extraArgs = [],
}: {
  cwd: string;
  file: string;
  env: (port: number) => NodeJS.ProcessEnv;
  onLog: (chunk: string) => void;
  register?: boolean;
  ready?: 'answers' | {logIncludes: string};
  /** Arguments after the file, as the reader types them (`--backfill`). */
  args?: string[];
}): Promise<{server: ChildProcess; port: number; url: string}> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [...(register ? ['--import', './register.mjs'] : []), file, ...extraArgs];
  const server = spawn(process.execPath, args, {cwd, env: env(port)});
  let logs = '';
  const log = (chunk: Buffer) => {
    logs += chunk;
    onLog(String(chunk));
  };
  server.stdout.on('data', log);
  server.stderr.on('data', log);
  const isUp = () =>
    ready === 'answers'
      ? fetch(`${url}/`).then(
          () => true,
          () => false,
        )
      : Promise.resolve(logs.includes(ready.logIncludes));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the sample ${file} exited:\n${logs}`);
    if (await isUp()) return {server, port, url};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the sample ${file} never listened:\n${logs}`);
}
