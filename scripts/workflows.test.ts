/**
 * CI and deploy as the README describes them: one Node version for every
 * runner (.nvmrc), the pull-request checks as the npm scripts `npm test`
 * chains, split into jobs on one build, and a deploy that publishes
 * that build once every check passed. (scripts/ci-setup.test.ts: actionlint and the set-up.)
 */
import {readFileSync} from 'node:fs';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {uses?: string; needs?: string | string[]; steps?: Step[]; strategy?: {matrix?: Record<string, unknown>}};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, Job>};

const read = (file: string) => parseYaml(readFileSync(file, 'utf8')) as Workflow;
const pullRequest = read('.github/workflows/pull-request.yml');
const deploy = read('.github/workflows/deploy.yml');
const needs = (job: Job) => [job.needs ?? []].flat();
const runsOf = (job: Job) => (job.steps ?? []).map((step) => step.run ?? '');
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
/** The npm scripts a `run-s`/`run-p` script chains. */
const chained = (name: string) => scripts[name]!.replace(/^run-[sp]( --print-label)? /, '').split(' ');

describe('workflows', () => {
  it('run Node 24 from .nvmrc, the version package.json and .ci/run require', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe('>=24.0');
    expect(readFileSync('.ci/run', 'utf8')).toContain('.nvmrc');
    const setUp = parseYaml(readFileSync('.github/actions/set-up/action.yml', 'utf8')) as {runs: {steps: Step[]}};
    const steps = [pullRequest, deploy].flatMap((workflow) =>
      Object.values(workflow.jobs).flatMap((job) => job.steps ?? []),
    );
    const setupNode = [...steps, ...setUp.runs.steps].filter((step) => step.uses?.startsWith('actions/setup-node'));
    expect(setupNode.length).toBeGreaterThan(0);
    for (const step of setupNode) expect(step.with).toMatchObject({'node-version-file': '.nvmrc'});
  });

  it('the pull-request workflow runs every script npm test chains, as jobs side by side, and can be called', () => {
    expect(Object.keys(pullRequest.on)).toEqual(expect.arrayContaining(['pull_request', 'workflow_call']));
    const runs = Object.values(pullRequest.jobs).flatMap(runsOf);
    expect(scripts.test).toBe('npm run check:machine && run-p --print-label test:built test:others');
    for (const script of [...chained('test:others'), ...chained('test:built')]) {
      expect(
        runs.some((run) => run.startsWith(`npm run ${script}`)),
        `a job runs npm run ${script}`,
      ).toBe(true);
    }
    // One build of the site, shared as an artifact by the jobs that check it; the browser suite in shards.
    expect(
      Object.values(pullRequest.jobs)
        .flatMap(runsOf)
        .filter((run) => /npm run build\b/.test(run)),
    ).toEqual(['npm run build']);
    for (const name of ['built-checks', 'e2e', 'a11y']) {
      expect(needs(pullRequest.jobs[name]!)).toEqual(['build']);
      expect(pullRequest.jobs[name]!.steps!.some((step) => step.uses === 'actions/download-artifact@v4')).toBe(true);
    }
    // The one parse of the built HTML (scripts/built-site) reads the artifact beside the other checks of the build.
    expect(runsOf(pullRequest.jobs['built-checks']!)).toContain('npm run test:html');
    expect(runsOf(pullRequest.jobs.e2e!).some((run) => run.includes('--shard='))).toBe(true);
    expect(runsOf(pullRequest.jobs.a11y!).some((run) => run.includes('--shard='))).toBe(true);
  });

  it('deploy publishes the one build every check ran on, built as the published site, and builds nothing itself', () => {
    expect(deploy.jobs.checks!.uses).toBe('./.github/workflows/pull-request.yml');
    expect((deploy.jobs.checks as Job & {with?: Record<string, unknown>}).with).toEqual({production: true});
    // The called workflow builds with the repository's variables when called for production.
    const env = (pullRequest as Workflow & {env?: Record<string, string>}).env ?? {};
    for (const name of ['SITE_URL', 'PRODUCTION_HOSTS', 'REPOSITORY_URL'])
      expect(env[name]).toMatch(/inputs\.production/);
    expect(needs(deploy.jobs.deploy!)).toEqual(['checks']);
    expect(Object.keys(deploy.jobs).sort()).toEqual(['checks', 'deploy']);
    const steps = deploy.jobs.deploy!.steps!;
    expect(steps.filter((step) => step.run)).toEqual([]);
    const download = steps.findIndex((step) => step.uses === 'actions/download-artifact@v4');
    expect(steps[download]?.with).toMatchObject({name: 'site', path: 'build'});
    const upload = pullRequest.jobs.build!.steps!.find((step) => step.uses === 'actions/upload-artifact@v4');
    expect(upload?.with).toMatchObject({name: 'site', path: 'build'});
    const publish = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(download).toBeGreaterThanOrEqual(0);
    expect(publish).toBeGreaterThan(download);
    expect(steps[publish]?.with).toMatchObject({path: 'build'});
  });
});
