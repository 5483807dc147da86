/**
 * The test run as CI runs it: a fresh clone of this repository's HEAD (committed work only), `bash .ci/run` in it
 * with `CI=true` and no standard input, every output line time-stamped, and the machine's CPU read from /proc/stat
 * every 5 seconds (Linux only). Run it under the heavy-job lock with nothing else beside it.
 *
 * Options: `--log <file>` (default /tmp/help-docs-test-run.log) keeps the time-stamped output; `--keep` keeps the
 * clone. Prints the total and the steps' start times (npm install, each test:* script, the browser suite and its
 * accessibility groups), then the CPU: busy core-minutes (the work done, whatever the wall time), idle and stolen
 * core-minutes and the mean number of cores busy. A run whose cores are busy throughout takes at least the busy
 * core-minutes divided by the cores, whatever the order of its steps.
 */
import {spawn, execFileSync} from 'node:child_process';
import {createWriteStream, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {fileURLToPath} from 'node:url';
import {args, option} from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logFile = option('log', path.join(tmpdir(), 'help-docs-test-run.log'));
const keep = args.includes('--keep');

/** Busy, idle and stolen CPU seconds since boot, summed over the cores (/proc/stat's first line, in 1/100 s). */
function cpuNow() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return {busy: (user + nice + system + irq + softirq) / 100, idle: (idle + iowait) / 100, steal: steal / 100};
}

const scratch = mkdtempSync(path.join(tmpdir(), 'help-docs-test-run-'));
const clone = path.join(scratch, 'repo');
execFileSync('git', ['clone', '--quiet', root, clone]);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: clone, encoding: 'utf8'}).trim();
console.log(`test-run: ${commit} in ${clone}, output in ${logFile}`);

const log = createWriteStream(logFile);
const lines = [];
const start = Date.now();
const cpuStart = cpuNow();
const samples = [{at: 0, ...cpuStart}];
const sampler = setInterval(() => samples.push({at: (Date.now() - start) / 1000, ...cpuNow()}), 5000);

const child = spawn('bash', ['.ci/run'], {
  cwd: clone,
  env: {...process.env, CI: 'true'},
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout, child.stderr]) {
  readline.createInterface({input: stream}).on('line', (line) => {
    const seconds = (Date.now() - start) / 1000;
    const plain = line.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
    // Matched without npm-run-all's label (`[test:built ] `).
    lines.push({seconds, line: plain.replace(/^\[[\w:-]+\s*\] ?/, '')});
    log.write(`${seconds.toFixed(0).padStart(5)}s ${plain}\n`);
  });
}
const code = await new Promise((resolve) => child.on('close', resolve));
clearInterval(sampler);
const total = (Date.now() - start) / 1000;
const cpuEnd = cpuNow();
log.end();

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
const firstAt = (pattern) => lines.find(({line}) => pattern.test(line))?.seconds;
console.log(`exit ${code}, total ${minutes(total)}`);
const steps = [
  ['npm install done', /^added \d+ packages|^up to date/],
  ['npm test starts', /> help-docs@[\d.]+ test$/],
  ['unit tests start', /> help-docs@[\d.]+ test:unit$/],
  ['samples start', /> help-docs@[\d.]+ test:samples$/],
  ['base-URL build starts', /> help-docs@[\d.]+ test:base-url$/],
  ['browser suite starts', /> help-docs@[\d.]+ test:e2e$/],
];
for (const [name, pattern] of steps) {
  const at = firstAt(pattern);
  if (at !== undefined) console.log(`  ${name} at ${minutes(at)}`);
}
const groups = lines.filter(({line}) => /✓ .*› pages \d+ of \d+ .*\([\d.]+m?s?\)$/.test(line));
if (groups.length > 0) {
  const durations = groups.map(({line}) => /\(([\d.]+m?s?)\)$/.exec(line)[1]);
  console.log(`  accessibility groups ${durations.join(', ')}; the last done at ${minutes(groups.at(-1).seconds)}`);
}
const summary = lines
  .filter(({line}) => /^\s+\d+ (passed|failed|flaky|skipped)/.test(line))
  .map(({line}) => line.trim());
if (summary.length > 0) console.log(`  browser suite: ${summary.join(', ')}`);

const busy = cpuEnd.busy - cpuStart.busy;
const idle = cpuEnd.idle - cpuStart.idle;
const steal = cpuEnd.steal - cpuStart.steal;
const cores = availableParallelism();
console.log(
  `CPU: ${minutes(busy).replace('min', 'core-min')} busy, ${minutes(idle).replace('min', 'core-min')} idle, ` +
    `${minutes(steal).replace('min', 'core-min')} stolen; ${(busy / total).toFixed(2)} of ${cores} cores busy on ` +
    `average; the busy work alone takes ${minutes(busy / cores)} on ${cores} cores`,
);
const perMinute = [];
for (let minute = 0; ; minute++) {
  const from = samples.find((sample) => sample.at >= minute * 60);
  const to = samples.find((sample) => sample.at >= (minute + 1) * 60);
  if (!from || !to) break;
  perMinute.push(((to.busy - from.busy) / (to.at - from.at)).toFixed(1));
}
console.log(`  cores busy, minute by minute: ${perMinute.join(' ')}`);
if (!keep) rmSync(scratch, {recursive: true, force: true});
process.exitCode = code === 0 ? 0 : 1;
