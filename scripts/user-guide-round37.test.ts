/**
 * The decisions of review round 36's findings (user guide), checked in round 37: each stated once where it holds
 * (config/facts.ts or its owning page), and the other pages link to it.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dataStoredWhere, subProcessors} from '../config/facts';
import {ROOT, expand, line, read} from './page-text';

const pagesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${dir}/${file}`);
const allPages = ['user', 'developer', 'integration'].flatMap(pagesUnder);

describe('user guide, review round 36 findings', () => {
  it('#1 where data is stored: at rest in the region, plus the sub-processors\' copies, from one token', () => {
    expect(dataStoredWhere).toContain('stored only in its data region');
    expect(dataStoredWhere).toContain('keep a copy for a limited time');
    expect(dataStoredWhere).toContain('(/user/workspace/security-and-compliance#leaves-the-region)');
    // The copies it promises are real: sub-processors outside the region keep some for days.
    expect(subProcessors.some((row) => row.flow !== null && /Up to \d+ days/.test(row.kept))).toBe(true);
    for (const file of [
      'user/getting-started/app-download.mdx',
      'user/workspace/privacy.mdx',
      'user/workspace/data-retention.mdx',
    ]) {
      expect(read(file), file).toContain('%DATA_STORED_WHERE%');
    }
    for (const file of allPages) {
      expect(expand(read(file)), file).not.toMatch(/only there|never leaves/i);
    }
  });
});
