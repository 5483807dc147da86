#!/usr/bin/env node
/**
 * The API's releases, from the command line.
 *
 *   npm run api:release -- --date YYYY-MM-DD [--accept-breaking]
 *       Releases the working openapi/openapi.yaml as of that date: copies it to openapi/releases/<date>.yaml, adds
 *       the entry to openapi/releases/index.yaml (with the breaking changes it accepts, only with
 *       --accept-breaking), writes the writer's note openapi/releases/notes/<date>.md when there is none, and
 *       regenerates developer/changelog.mdx.
 *   npm run api:changelog
 *       Regenerates the dated entries of developer/changelog.mdx after a note was edited.
 *   npm run check:api-changes
 *       Fails when the working document breaks the last release (an operation, event, field or enum value
 *       removed, a field made required, a request type or constraint narrowed) or when a release holds a breaking
 *       change its entry does not accept, or when developer/changelog.mdx is not what api:changelog writes.
 *       Other changes since the last release are listed as unreleased, without failing.
 *
 * `--root <folder>` runs on another copy of the repository (the tests use a scratch copy).
 */
import {existsSync, readFileSync, writeFileSync, appendFileSync} from 'node:fs';
import path from 'node:path';
import {NOTE_LEAD, renderChangelog} from '../../src/api-history/changelog.mjs';
import {
  CHANGELOG,
  DATE,
  DOCUMENT,
  notePath,
  readReleases,
  RELEASE_COMMAND,
  RELEASES_INDEX,
  releaseHistory,
  ROOT,
  snapshotPath,
  unacknowledged,
  unreleased,
} from '../../src/api-history/history.mjs';

function option(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const quote = (text) => `'${text.replace(/'/g, "''")}'`;

/** The command's output lines and exit code, so that the tests call it without a process. */
export function check(root = ROOT) {
  const out = [];
  let failed = false;
  const {last, changes} = unreleased(root);
  const breaking = changes.filter((change) => change.breaking);
  if (breaking.length > 0) {
    failed = true;
    out.push(
      `${DOCUMENT} breaks the last release (${last?.date}) in ${breaking.length} way${breaking.length > 1 ? 's' : ''}:`,
      ...breaking.map((change) => `  - ${change.text}`),
      'If this is a mistake, undo it in openapi/openapi.yaml. If the API really changes this way (or the document',
      'is corrected to what the API always did), release it and explain it in the note:',
      `  ${RELEASE_COMMAND} --accept-breaking`,
      '  then edit openapi/releases/notes/YYYY-MM-DD.md and run npm run api:changelog.',
    );
  }
  const other = changes.filter((change) => !change.breaking);
  if (other.length > 0) {
    out.push(
      `Unreleased (not breaking), ${other.length} change${other.length > 1 ? 's' : ''} since ${last?.date}:`,
      ...other.map((change) => `  - ${change.text}`),
      `They reach the changelog with the next release: ${RELEASE_COMMAND}`,
    );
  }
  const history = releaseHistory(root);
  const unaccepted = unacknowledged(history);
  if (unaccepted.length > 0) {
    failed = true;
    out.push(
      `${RELEASES_INDEX}: a release holds breaking changes its entry does not list under \`breaking\`:`,
      ...unaccepted.map(({date, change}) => `  - ${date}: ${change.text}`),
      'Releases are made with the release command, which lists them; do not edit a release document by hand.',
    );
  }
  const current = readFileSync(path.join(root, CHANGELOG), 'utf8');
  if (renderChangelog(current, root, history) !== current) {
    failed = true;
    out.push(`${CHANGELOG} is not generated from openapi/releases/ as it stands. Run: npm run api:changelog`);
  }
  if (!failed && changes.length === 0) out.push(`${DOCUMENT} is the release of ${last?.date}.`);
  return {failed, out};
}

export function writeChangelog(root = ROOT) {
  const file = path.join(root, CHANGELOG);
  const current = readFileSync(file, 'utf8');
  const next = renderChangelog(current, root);
  if (next !== current) writeFileSync(file, next);
  return next !== current;
}

/** Releases the working document as of `date`. Returns the lines to print; throws with the reason it may not. */
export function release(date, {acceptBreaking = false, root = ROOT} = {}) {
  if (!date || !DATE.test(date)) throw new Error(`Give the release date: ${RELEASE_COMMAND}`);
  const entries = readReleases(root);
  const last = entries[entries.length - 1];
  if (last && date <= last.date) {
    throw new Error(`${date} is not after the last release, ${last.date}. A release is never rewritten.`);
  }
  const {changes} = unreleased(root);
  if (changes.length === 0) throw new Error(`${DOCUMENT} has not changed since the release of ${last?.date}.`);
  const breaking = changes.filter((change) => change.breaking);
  if (breaking.length > 0 && !acceptBreaking) {
    throw new Error(
      [
        `${DOCUMENT} breaks the release of ${last?.date}:`,
        ...breaking.map((change) => `  - ${change.text}`),
        'Release it only if the API really changes this way or the document is corrected to what it always did:',
        `  ${RELEASE_COMMAND.replace('YYYY-MM-DD', date)} --accept-breaking`,
      ].join('\n'),
    );
  }
  const source = readFileSync(path.join(root, DOCUMENT), 'utf8');
  writeFileSync(
    path.join(root, snapshotPath(date)),
    `# Release ${date} of openapi/openapi.yaml (see index.yaml beside this file). Do not edit: a release is a record.\n${source}`,
  );
  const entry = [
    `- date: '${date}'`,
    `  source: openapi/openapi.yaml as released with ${RELEASE_COMMAND.split(' --')[0]}.`,
  ];
  if (breaking.length > 0) entry.push('  breaking:', ...breaking.map((change) => `    - ${quote(change.text)}`));
  appendFileSync(path.join(root, RELEASES_INDEX), `${entry.join('\n')}\n`);
  const note = path.join(root, notePath(date));
  const lines = [`Released ${snapshotPath(date)}: ${changes.length} change${changes.length > 1 ? 's' : ''}.`];
  if (!existsSync(note)) {
    // A true sentence the writer extends: what the release is, never a placeholder.
    const lead =
      breaking.length > 0
        ? `${NOTE_LEAD} check your client against the breaking changes listed below.`
        : `${NOTE_LEAD} nothing; every change is additive.`;
    const kind = breaking.length > 0 ? 'with corrections that can break a client, listed below' : 'additive';
    writeFileSync(note, `${lead}\n\nAPI \`%API_VERSION%\`, ${kind}.\n`);
    lines.push(`Wrote the note ${notePath(date)}: say there what the changes mean for an integration.`);
  }
  writeChangelog(root);
  lines.push(`Regenerated ${CHANGELOG}. After editing the note, run npm run api:changelog.`);
  return lines;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const root = path.resolve(option(args, '--root') ?? ROOT);
  try {
    if (command === 'check') {
      const {failed, out} = check(root);
      (failed ? console.error : console.log)(out.join('\n'));
      process.exitCode = failed ? 1 : 0;
    } else if (command === 'changelog') {
      console.log(writeChangelog(root) ? `Regenerated ${CHANGELOG}.` : `${CHANGELOG} is up to date.`);
    } else if (command === 'release') {
      const lines = release(option(args, '--date'), {acceptBreaking: args.includes('--accept-breaking'), root});
      console.log(lines.join('\n'));
    } else {
      throw new Error('Usage: node scripts/api-history/cli.mjs check | changelog | release --date YYYY-MM-DD');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await main();
}
