/**
 * Parts of the site's start-up work that a build can leave out, so that measure/internals-figures.mjs can
 * measure what each buys a reader against the same build without it (the figures: `buys` in
 * src/framework-internals.ts, and PERFORMANCE.md). Set `HELP_DOCS_WITHOUT=<part>[,<part>…]` for such a build
 * only; a build that ships leaves nothing out.
 */
export const leaveOutParts = {
  'utils-common': 'src/client/utils-common.ts in place of the @docusaurus/utils-common index (client bundle)',
  'split-entry': 'src/client/entry.ts in place of core’s client entry (main.js starts in three tasks)',
  'slim-prism': 'no Prism in main.js, grammars with the code block (src/prism/plugin.ts)',
  'compile-hint': 'main.js starts with Chromium’s compile hint (src/plugins/chunk-split.ts)',
} as const;

export type LeaveOutPart = keyof typeof leaveOutParts;

/** The parts `HELP_DOCS_WITHOUT` names; an unknown name fails the build, listing the known ones. */
export function partsLeftOut(value = process.env.HELP_DOCS_WITHOUT ?? ''): LeaveOutPart[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in leaveOutParts));
  if (unknown.length > 0) {
    throw new Error(
      `HELP_DOCS_WITHOUT names ${unknown.map((name) => `"${name}"`).join(', ')}, which is not a part the build can ` +
        `leave out. Known parts (src/leave-out.ts): ${Object.keys(leaveOutParts).join(', ')}.`,
    );
  }
  return names as LeaveOutPart[];
}

/** Whether this build leaves `part` out (only a measuring build does). */
export function isLeftOut(part: LeaveOutPart): boolean {
  return partsLeftOut().includes(part);
}
