/**
 * Who may view, edit, export and delete leads (config/facts.ts `leadRoles`) as the two pages that say it row by row
 * state it: the Roles table of user/workspace/team.mdx and the table at the top of user/chatbots/leads.mdx. A row
 * missing from either page, or a Yes or No that differs, fails with the page and the row.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {leadRoles} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROLES = ['Owner', 'Admin', 'Agent'] as const;

/** Each lead task's row on the pages, by how its first cell starts. */
const rowStarts: Record<keyof typeof leadRoles, RegExp> = {
  view: /^View (and search )?(\*\*)?leads/i,
  edit: /^Edit a lead/,
  export: /^Export leads/,
  delete: /^Delete a lead/,
};

/** The rows of the page's tables whose header is `| Task | Owner | Admin | Agent |`: first cell → the three cells. */
function roleRows(file: string): Array<{task: string; cells: string[]}> {
  const rows: Array<{task: string; cells: string[]}> = [];
  let inRoleTable = false;
  for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    if (!line.startsWith('|')) {
      inRoleTable = false;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.slice(1).join() === ROLES.join()) inRoleTable = true;
    else if (inRoleTable && !/^-+$/.test(cells[0])) rows.push({task: cells[0], cells: cells.slice(1)});
  }
  return rows;
}

describe.each(['user/workspace/team.mdx', 'user/chatbots/leads.mdx'])('%s: who may do what with leads', (file) => {
  const rows = roleRows(file);
  test.each(Object.keys(rowStarts) as Array<keyof typeof leadRoles>)('%s', (action) => {
    const row = rows.find((candidate) => rowStarts[action].test(candidate.task));
    expect(row, `${file}: no row for "${action}" leads in the roles table`).toBeDefined();
    const allowed = ROLES.filter((_, index) => /^Yes\b/.test(row!.cells[index]));
    expect(allowed, `${file}: "${row!.task}"`).toEqual([...leadRoles[action]]);
  });
});
