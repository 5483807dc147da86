/**
 * Review 34 #1: the changelog promises notice for behaviour changes and corrections that break a client
 * (`%API_BEHAVIOUR_CHANGE_NOTICE%`, config/facts.ts `api.behaviourChangeNoticeAfter` and `behaviourChangeNoticeDays`).
 * Every breaking entry of a release from that date on says when it takes effect: the release of that date and earlier
 * ones on the day, later ones at least the notice later unless it is a security fix. The rule reads the hand-written
 * notes (openapi/releases/notes/), which the changelog shows as they are.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {api} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read} from './page-text';

const MARKER = /\([^()]*?breaking[^()]*?; takes effect (\d{4}-\d{2}-\d{2})([^()]*)\)/g;

/** The breaking entries of one release's note that break the notice promise, each with the reason. */
export function noticeFaults(date: string, note: string, after: string, noticeDays: number): string[] {
  if (date < after) return [];
  const faults: string[] = [];
  const earliest = new Date(Date.parse(date) + noticeDays * 86_400_000).toISOString().slice(0, 10);
  // A bulleted entry, or a row of a release's tables (review 37 #4: one table per entry, breaking changes first).
  for (const entry of note.split('\n').filter((text) => /^\s*(- |\| )/.test(text) && /breaking/i.test(text))) {
    if (/^\s*- \*\*What to do/.test(entry)) continue;
    const markers = [...entry.matchAll(MARKER)];
    const mentions = entry.match(/\([^()]*breaking/g)?.length ?? 0;
    if (markers.length === 0 || markers.length < mentions) {
      faults.push(`${date}: a breaking entry without "(… breaking …; takes effect YYYY-MM-DD)": ${entry.slice(0, 90)}`);
    }
    for (const [, effective, rest] of markers) {
      if (date <= after && effective !== date) faults.push(`${date}: takes effect ${effective}, not on the day`);
      if (date > after && effective < earliest && !/security fix/.test(rest)) {
        faults.push(`${date}: takes effect ${effective}, before ${earliest} (${noticeDays} days' notice)`);
      }
    }
  }
  return faults;
}

const notes = readdirSync('openapi/releases/notes')
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({date: file.slice(0, 10), text: read(`openapi/releases/notes/${file}`)}));

describe('breaking entries say when they take effect (review 34 #1)', () => {
  it('the policy, its date and its notice live in one token, used by the changelog', () => {
    const policy = productFactTokens['%API_BEHAVIOUR_CHANGE_NOTICE%'];
    expect(policy).toContain(`For releases after ${api.behaviourChangeNoticeAfter}, both are announced here`);
    expect(policy).toContain(`at least ${api.behaviourChangeNoticeDays} days before they take effect`);
    expect(policy).toMatch(/only a security fix can take effect on the day/);
    const bullet = line('developer/changelog.mdx', '- **Behaviour changes and corrections to the document**');
    expect(bullet).toContain('%API_BEHAVIOUR_CHANGE_NOTICE%.');
    expect(read('developer/changelog.mdx')).not.toMatch(/From the release of 2026-11-28 on/);
  });

  it('every release under the policy passes, and the release of its date marks each breaking change', () => {
    for (const {date, text} of notes) {
      expect(noticeFaults(date, text, api.behaviourChangeNoticeAfter, api.behaviourChangeNoticeDays)).toEqual([]);
    }
    const own = notes.find(({date}) => date === api.behaviourChangeNoticeAfter);
    expect([...(own?.text ?? '').matchAll(MARKER)].length).toBe(8); // the rows of "Breaking for some clients"
    expect(own?.text).toMatch(
      /The changes under \*\*Breaking for some clients\*\* can break a client, and each takes effect on the day/,
    );
  });

  it('fails on a later release without notice, and accepts notice or a security fix', () => {
    const after = '2026-11-28';
    const entry = (marker: string) => `- **A change (breaking for X${marker}).** Text.`;
    expect(noticeFaults('2027-01-10', entry(''), after, 30)).toHaveLength(1);
    expect(noticeFaults('2027-01-10', entry('; takes effect 2027-01-20'), after, 30)).toHaveLength(1);
    expect(noticeFaults('2027-01-10', entry('; takes effect 2027-02-09'), after, 30)).toEqual([]);
    expect(noticeFaults('2027-01-10', entry('; takes effect 2027-01-10, a security fix'), after, 30)).toEqual([]);
    expect(noticeFaults(after, entry('; takes effect 2026-12-01'), after, 30)).toHaveLength(1);
    expect(noticeFaults('2026-11-24', entry(''), after, 30)).toEqual([]);
  });
});
