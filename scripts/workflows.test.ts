/**
 * CI and deploy as the README describes them: one Node version for every
 * runner (.nvmrc), and a deploy that publishes only what passed the same
 * checks as a pull request.
 */
import {readFileSync} from 'node:fs';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {uses?: string; needs?: string | string[]; steps?: Step[]};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, Job>};

const read = (file: string) => parseYaml(readFileSync(file, 'utf8')) as Workflow;
const pullRequest = read('.github/workflows/pull-request.yml');
const deploy = read('.github/workflows/deploy.yml');
const needs = (job: Job) => [job.needs ?? []].flat();

describe('workflows', () => {
  it('run Node 24 from .nvmrc, the version package.json and .ci/run require', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe('>=24.0');
    expect(readFileSync('.ci/run', 'utf8')).toContain('.nvmrc');
    for (const workflow of [pullRequest, deploy]) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps ?? []) {
          if (step.uses?.startsWith('actions/setup-node'))
            expect(step.with).toMatchObject({'node-version-file': '.nvmrc'});
        }
      }
    }
  });

  it('the pull-request workflow runs npm test, and can be called by another workflow', () => {
    expect(Object.keys(pullRequest.on)).toEqual(expect.arrayContaining(['pull_request', 'workflow_call']));
    expect(pullRequest.jobs.test!.steps!.some((step) => step.run === 'npm test')).toBe(true);
  });

  it('deploy builds only after the pull-request checks passed on the commit, and publishes that build', () => {
    expect(deploy.jobs.checks!.uses).toBe('./.github/workflows/pull-request.yml');
    expect(needs(deploy.jobs.build!)).toEqual(['checks']);
    expect(needs(deploy.jobs.deploy!)).toEqual(['build']);
    const runs = deploy.jobs.build!.steps!.map((step) => step.run ?? step.uses ?? '');
    expect(runs.indexOf('npm run build')).toBeLessThan(runs.findIndex((run) => run.includes('check:links')));
    expect(runs.at(-1)).toMatch(/^actions\/upload-pages-artifact/);
  });
});
