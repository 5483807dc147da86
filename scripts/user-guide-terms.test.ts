/**
 * The user guide's reference pages that readers lean on (issue 45): the glossary defines every term the guide relies
 * on and links each to a page that uses it, the audit log page shows an entry and says what the log does not record,
 * and deleting or restoring a workspace has its own page that the pages about deletion link to.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../sidebars-user';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

type Entry = {term: string; meaning: string; links: string[]};

/** The glossary's rows: the term, its meaning, and the files its links point to. */
function glossary(): Entry[] {
  return read('user/glossary.mdx')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Word') && !line.startsWith('| ---'))
    .map((line) => {
      const [term, meaning, more] = line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, ''));
      const links = [...(more ?? '').matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map(([, target]) =>
        target.startsWith('./') ? `user/${target.slice(2)}` : `${target.slice(1)}.mdx`,
      );
      return {term, meaning, links};
    });
}

describe('the glossary', () => {
  const entries = glossary();

  it.each([
    'Seat',
    'Away message',
    'Limit message',
    'Round robin',
    'Tags',
    'Test mode',
    'Identity secret',
    'Flow webhook secret',
    'Data region',
    'Deleted workspace',
  ])('defines "%s" with a link to the page that explains it', (term) => {
    const entry = entries.find((item) => item.term === term);
    expect(entry, `user/glossary.mdx: add a row for ${term}`).toBeDefined();
    expect(entry?.links.length, `${term}: link the page that explains it`).toBeGreaterThan(0);
    const explained = entry?.links.some((file) => read(file).toLowerCase().includes(term.toLowerCase()));
    expect(explained, `${term}: none of ${entry?.links.join(', ')} names it`).toBe(true);
  });

  it('links every entry to a page that exists, in alphabetical order', () => {
    for (const entry of entries) {
      expect(entry.links.length, entry.term).toBeGreaterThan(0);
      for (const file of entry.links) expect(existsSync(path.join(ROOT, file)), `${entry.term}: ${file}`).toBe(true);
    }
    const terms = entries.map((entry) => entry.term.toLowerCase());
    expect(terms).toEqual([...terms].sort());
  });
});

describe('the audit log page', () => {
  const text = read('user/workspace/audit-log.mdx');

  it('shows what an entry looks like, field by field', () => {
    expect(text).toMatch(/^\| Time \| Actor \| Action \| Target \| Details \| From \|$/m);
    expect(text).toMatch(/^time,actor_type,actor,action,/m);
  });

  it('says how long entries are kept, who sees and exports them, and what the log does not record', () => {
    expect(text).toContain('%AUDIT_LOG_RETENTION%');
    expect(text).toMatch(/Only Owners and Admins see it/);
    expect(text).toMatch(/Owners and Admins can export the log/);
    expect(text).toMatch(/^## What it does not record/m);
    expect(text).not.toMatch(/\bany action\b|\bevery action\b/i);
  });
});

describe('deleting or restoring a workspace', () => {
  const page = 'user/workspace/delete-workspace.mdx';
  const text = read(page);

  it('is in the user sidebar', () => {
    expect(JSON.stringify(sidebars)).toContain('"workspace/delete-workspace"');
  });

  it('says who, what happens, the grace period from config/facts.ts, how to restore and what cannot be restored', () => {
    expect(text).toMatch(/Only Owners can delete or restore a workspace/);
    expect(text).toContain('%DELETED_WORKSPACE_DAYS%');
    for (const heading of [
      '## Delete the workspace',
      '## What happens at once',
      '## Restore the workspace',
      '## What cannot be restored',
      '## At the end of the grace period',
    ]) {
      expect(text, heading).toContain(heading);
    }
    for (const subject of ['Chatbots', 'Leads', 'Billing', 'Webhooks', 'API keys']) {
      expect(text, subject).toMatch(new RegExp(`^\\| ${subject}\\b`, 'm'));
    }
  });

  it.each([
    'user/workspace/privacy.mdx',
    'user/workspace/data-retention.mdx',
    'user/workspace/security-and-compliance.mdx',
    'user/workspace/billing.mdx',
    'user/workspace/delete-your-account.mdx',
    'user/workspace/team.mdx',
  ])('%s links to it', (file) => {
    expect(read(file)).toContain('./delete-workspace.mdx');
  });
});
