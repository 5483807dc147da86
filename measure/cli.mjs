#!/usr/bin/env node
/**
 * The one entry of the measuring tool (measure/README.md): `npm run measure -- <command> [options]`.
 * Nothing here is a test: each command reports figures and passes or fails nothing. Run the ones that build or
 * load pages under the heavy-job lock (`flock /tmp/help-docs-heavy.lock npm run measure -- …`).
 *
 * `npm run measure` lists the commands; `npm run measure -- <command> --help` prints the command's own notes (its
 * options and what it prints). A command runs as its module, with its own options as the process arguments.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every command: its module in this folder and what it measures. */
const commands = {
  bench: 'Page weight, Lighthouse and search beside a stock Docusaurus site; `--scale 1,10,20` for build cost.',
  'page-js-bytes': 'First-visit JavaScript of each page, gzip (what budgets.json holds).',
  'profile-page': 'A CPU profile of page loads at 4× slowdown: time per source module, the long tasks.',
  'trace-tasks': 'One page load traced at 4× slowdown: each long task and what fills it.',
  'hydration-time': 'Paint, hydration, long tasks and script time of builds taking turns, in a throttled Chromium.',
  'internals-figures': 'The site built without each part of its start-up work (src/leave-out.ts): what each buys.',
  'stock-site': 'Writes the stock Docusaurus site the benchmark compares against; prints its folder.',
  'scale-tree': 'Writes a copy of the site with the guides N times over; prints its folder.',
  'source-map-build': 'Builds the site with source maps into its own folder, for profile-page and trace-tasks.',
  'prose-words': 'Prose words of the MDX pages of a folder (default developer), per page and in total.',
  'eval-search':
    'Search quality and speed on a build: the question set through the bar and the page (npm run eval:search).',
  'search-plugin-site':
    'Builds the site with the search plugin it replaced (or its own, --own), for eval-search; prints its folder.',
  'test-run': 'The test run as CI runs it, on a fresh clone: when each step starts, and the CPU it keeps busy.',
};

/** The module's opening comment, without its comment marks: the command's own notes. */
function notes(file) {
  const opening = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'));
  return opening ? opening[1].replace(/^[ \t]*\* ?/gm, '').trim() : '';
}

function usage() {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Usage: npm run measure -- <command> [options]   (node measure/cli.mjs <command> [options])',
    '',
    ...Object.entries(commands).map(([name, what]) => `  ${name.padEnd(width)}  ${what}`),
    '',
    'npm run measure -- <command> --help prints what a command takes and prints. See measure/README.md.',
  ].join('\n');
}

const [command, ...options] = process.argv.slice(2);
if (!command || command === '--help' || command === 'help') {
  console.log(usage());
} else if (!Object.hasOwn(commands, command)) {
  console.error(`measure: no command "${command}"\n\n${usage()}`);
  process.exitCode = 2;
} else {
  const file = path.join(here, `${command}.mjs`);
  if (options.includes('--help')) {
    console.log(notes(file));
  } else {
    // The command reads its options from the process arguments, as if its module had been run by itself.
    process.argv = [process.argv[0], file, ...options];
    await import(pathToFileURL(file).href);
  }
}
