/**
 * Every task page of the user and integration guides lets the reader check the result and fix what went wrong:
 * a section that tests it end to end, and a Troubleshooting section with a Symptom | Cause | Fix table (the
 * style guide's page shape). Overview pages (the introductions and the getting-started path) are exempt. A
 * reference split off a task page links that page's test and troubleshooting, which the task page must have.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// The glossary is a list of words, not a task.
const OVERVIEWS = new Set([
  'user/intro.mdx',
  'user/category/getting-started.mdx',
  'user/glossary.mdx',
  'integration/index.mdx',
]);

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

// Reference pages split off a task page, by the task page whose test and troubleshooting they link.
const SPLIT_REFERENCES = new Map([
  ['integration/hubspot-reference.mdx', 'integration/hubspot-lead-integration.mdx'],
  ['integration/stripe-active-pieces-reference.mdx', 'integration/stripe-active-pieces-integration.mdx'],
]);

const taskPages = ['user', 'integration']
  .flatMap(mdxFiles)
  .filter((file) => !OVERVIEWS.has(file))
  .map((file) => SPLIT_REFERENCES.get(file) ?? file);

describe('task pages of the user and integration guides', () => {
  it('there are task pages to check', () => {
    expect(taskPages.length).toBeGreaterThanOrEqual(20);
  });

  it.each([...SPLIT_REFERENCES])('%s links the test and the troubleshooting of %s', (reference, task) => {
    const text = readFileSync(path.join(ROOT, reference), 'utf8');
    const name = path.basename(task);
    expect(text).toContain(`](./${name}#test-it-end-to-end)`);
    expect(text).toContain(`](./${name}#troubleshooting)`);
    expect(readFileSync(path.join(ROOT, task), 'utf8')).toMatch(/^## Test it end to end$/m);
  });

  it.each(taskPages.map((file) => [file]))('%s has a test section and a troubleshooting table', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text, `${file}: add a "## Test it end to end" section (a "Test …" or "Check …" heading)`).toMatch(
      /^#{2,3} (Test|Check)\b/m,
    );
    const troubleshooting = /^## Troubleshooting\n\n(\|.*\|)\n\| --- \| --- \| --- \|/m.exec(text);
    expect(
      troubleshooting?.[1],
      `${file}: add "## Troubleshooting" followed by a | Symptom | Cause | Fix | table`,
    ).toBe('| Symptom | Cause | Fix |');
  });
});
