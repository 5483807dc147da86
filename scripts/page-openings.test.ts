/**
 * The opening paragraph of every user and integration page leads with the task or its result, as a reader scanning
 * the page or a search snippet needs it, and then says briefly who the page is for (the spec: "The opening paragraph
 * says who the page is for and what they will have at the end"; review round 14, issue 45).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

/** The first paragraph after the front matter and the import lines. */
function opening(source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const paragraphs = body.split(/\n\s*\n/).map((block) => block.trim());
  return paragraphs.find((block) => block !== '' && !/^(import|export) /.test(block)) ?? '';
}

/** Opens with the page or its reader instead of the task: "This page is for …", "This guide connects …", "The … guides are for …". */
const AUDIENCE_FIRST = /^(This|These) (page|guide|recipe|pages|guides)\b|^The [\w ]+ guides? (is|are) for\b/;
/** Names the reader: a "For …" sentence or clause, or "… is for …" (not "for example"). */
const NAMES_READER = /(^|[.;:,] )For \w|, for (?!example\b)\w|\b(is|are) for \w/;

const pages = ['user', 'integration'].flatMap(mdxFiles);

describe('the opening paragraph of user and integration pages', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it('tells an audience-first opening from a task-first one', () => {
    expect(opening('---\ntitle: "A"\n---\n\nimport X from "y";\n\nFirst one.\nStill first.\n\nSecond.')).toBe(
      'First one.\nStill first.',
    );
    expect('This page is for workspace Owners who delete a workspace.').toMatch(AUDIENCE_FIRST);
    expect('This guide connects a Google Sheet to a chatbot.').toMatch(AUDIENCE_FIRST);
    expect('Connect a Google Sheet to a chatbot. For the person who keeps the sheet.').not.toMatch(AUDIENCE_FIRST);
    expect('The integration guides are for people who connect services.').toMatch(AUDIENCE_FIRST);
    expect('Close a workspace for good. For workspace Owners.').not.toMatch(AUDIENCE_FIRST);
    expect('Answer a request, for example under the GDPR.').not.toMatch(NAMES_READER);
  });

  it.each(pages.map((file) => [file]))('%s leads with the task, then names its reader', (file) => {
    const text = opening(readFileSync(path.join(ROOT, file), 'utf8'));
    expect(text, `${file}: the page needs an opening paragraph`).not.toBe('');
    expect(text, `${file}: start with what the reader does or gets, then say who the page is for`).not.toMatch(
      AUDIENCE_FIRST,
    );
    expect(text, `${file}: name the reader after the task, e.g. "For workspace Owners and Admins."`).toMatch(
      NAMES_READER,
    );
  });
});
