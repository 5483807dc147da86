/**
 * Every place the site leans on a part of Docusaurus (or of a theme plugin)
 * that is not its public API: what, where, why, and what breaks if it moves.
 * The one list. `framework-internals.test.ts` checks each entry against the
 * installed packages, and fails when the source imports an internal that is
 * not listed here, so an upgrade that renames or moves one fails loudly in
 * `npm test` instead of silently degrading the site.
 *
 * Each entry also says what it buys a reader (`buys`): for a part of the start-up work, the figure measured
 * against the same build without it (measure/internals-figures.mjs, which leaves out `buys.part`; the figures are
 * in PERFORMANCE.md); for the others, what the reader would lose and the test that holds it. An internal that buys
 * nothing a reader feels does not stay.
 *
 * Checked against @docusaurus/* 3.10.2.
 */
import type {LeaveOutPart} from './leave-out';

/** What an internal buys a reader. */
export type Buys = {
  /** The figure (with the date it was measured) or the behaviour a reader gets from it. */
  reader: string;
  /** A part of the start-up work: the part measure/internals-figures.mjs leaves out to measure it (src/leave-out.ts). */
  part?: LeaveOutPart;
};

export type FrameworkInternal = {buys: Buys} & (
  | {
      /** A named export of a non-public module (`@docusaurus/theme-common/internal`). */
      kind: 'export';
      module: string;
      /** The module's type declarations, where the test looks the names up. */
      declarations: string;
      names: string[];
      usedBy: string[];
      why: string;
    }
  | {
      /** An upstream CSS module imported by an ejected swizzle instead of copied. */
      kind: 'css-module';
      module: string;
      usedBy: string;
      why: string;
      /** Classes the ejected upstream code names but upstream's CSS never defined (they resolve to nothing). */
      undefinedUpstream?: string[];
    }
  | {
      /**
       * A behaviour of the framework that no import names: an attribute it sets, a key format, a convention. No
       * file can be searched for it, so a test that exercises the behaviour stands guard (`checkedBy`: the test
       * file, and text it must contain).
       */
      kind: 'behaviour';
      module: string;
      behaviour: string;
      usedBy: string[];
      why: string;
      checkedBy: {file: string; contains: string; how: string};
    }
  | {
      /** A file inside a package, named by path (a bundler rule, a type import). */
      kind: 'file';
      module: string;
      /** Text the file must still contain for our use of it to hold. */
      contains: string[];
      usedBy: string[];
      why: string;
    }
);

/**
 * The figures: medians of 7 or 9 loads (slow 4G, 4× CPU, Debian Chromium) of the guide page
 * (`/user/getting-started/chatbot-settings`) and the API page (`/developer/api/chatbot/create-a-chatbot`), this
 * build against the same build without the part (`npm run measure -- internals-figures`; figures in PERFORMANCE.md).
 * The whole build measured against itself gives the noise; a difference within it buys nothing (the noise:
 * PERFORMANCE.md; every run: `git show 62e78df:PERFORMANCE.md`, "What each framework internal buys a reader").
 */
const measured = '2026-11-25';

export const frameworkInternals: FrameworkInternal[] = [
  {
    kind: 'export',
    module: '@docusaurus/theme-common/internal',
    declarations: '@docusaurus/theme-common/lib/internal.d.ts',
    names: ['useTabs'],
    usedBy: ['src/theme/TabItem/index.tsx'],
    why: 'The ejected TabItem reads the selected tab from the Tabs context, as upstream TabItem does.',
    buys: {
      reader:
        'Screen readers tie each tab to its panel (the panel’s id and aria-labelledby); upstream’s active tab is a ' +
        'Nu Html Checker error on every page with tabs (npm run lint:html, e2e/a11y.spec.ts).',
    },
  },
  {
    kind: 'export',
    module: '@docusaurus/theme-common/internal',
    declarations: '@docusaurus/theme-common/lib/internal.d.ts',
    names: ['useLocationChange'],
    usedBy: ['src/theme/SkipToContent/index.tsx'],
    why: 'The ejected SkipToContent resets focus on navigation, as upstream does.',
    buys: {
      reader:
        'A keyboard reader who follows "Skip to main content" lands in the article; with upstream’s link Chromium puts ' +
        'focus back on <body> (e2e/theme.spec.ts, "skip-to-content … moves focus into the main content").',
    },
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css',
    usedBy: 'src/theme/TabItem/index.tsx',
    why: 'Ejected TabItem keeps upstream styles without a copy, so an upgrade is a diff.',
    buys: {reader: 'Tab panels look as upstream’s, with no copied CSS to drift (the eject itself: see useTabs).'},
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css',
    usedBy: 'src/theme/SkipToContent/index.tsx',
    why: 'Ejected SkipToContent keeps upstream styles without a copy.',
    buys: {reader: 'The skip link looks as upstream’s, with no copied CSS (the eject itself: see useLocationChange).'},
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
    usedBy: 'src/theme/CodeBlock/Line/index.tsx',
    why: 'Ejected CodeBlock/Line (span lines for valid HTML) keeps upstream styles without a copy.',
    buys: {
      reader:
        'Valid HTML on every page with code: upstream’s <div> lines inside <code> are a Nu Html Checker error per code ' +
        'block (npm run lint:html).',
    },
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css',
    usedBy: 'src/theme/Admonition/Layout/index.tsx',
    why: 'Ejected Admonition/Layout (data attributes for the Markdown twins) keeps upstream styles without a copy.',
    buys: {
      reader:
        'Admonitions keep their label and text in each page’s Markdown twin, the llms files and the MCP server’s ' +
        'answers (src/plugins/llms/html-to-markdown.test.ts).',
    },
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Sidebar/styles.module.css',
    usedBy: 'src/theme/DocRoot/Layout/Sidebar/index.tsx',
    why: 'Ejected DocRoot/Layout/Sidebar (a named landmark) keeps upstream styles without a copy.',
    undefinedUpstream: ['sidebarViewportHidden'],
    buys: {
      reader:
        'Screen-reader users find the docs sidebar by name among the landmarks; upstream’s is unnamed (IBM Equal ' +
        'Access on every doc page, e2e/a11y.spec.ts).',
    },
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    contains: ["from 'prism-react-renderer'", '@theme/prism-include-languages'],
    usedBy: ['src/prism/plugin.ts'],
    why:
      'A bundler rule matches this startup module by path and gives its `prism-react-renderer` import an empty ' +
      'Prism, so no Prism lands in main.js.',
    buys: {
      part: 'slim-prism',
      reader: `Pages without a code block: 25.6 KB less JavaScript (gzip); guide page hydrated 223 ms sooner and 76 ms less blocking, API page 154 ms and 120 ms (9 loads, ${measured}).`,
    },
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
    contains: ["import {Highlight} from 'prism-react-renderer'"],
    usedBy: ['src/prism/plugin.ts', 'src/prism/index.ts'],
    why: 'The code block imports Highlight from prism-react-renderer; the bundler hands it src/prism instead.',
    buys: {
      part: 'slim-prism',
      reader:
        'With the entry above: Prism’s core and the site’s grammars load with the code block, on pages with code only.',
    },
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/inlineScripts.js',
    contains: ['data-announcement-bar-initially-dismissed'],
    usedBy: ['src/theme/AnnouncementBar/index.tsx'],
    why:
      'The AnnouncementBar wrapper clears the attribute that upstream’s inline script sets from a stored dismissal, ' +
      'when the dismissal belongs to another announcement id.',
    buys: {
      reader:
        'A reader who closed the last announcement sees a new one on the first visit after it changes (e2e/theme.spec.ts, ' +
        '"shows again for a new announcement id").',
    },
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    contains: ["'docusaurus.announcement.dismiss'", "'docusaurus.announcement.id'"],
    usedBy: ['src/theme/AnnouncementBar/index.tsx'],
    why: 'The wrapper reads the dismissal and its id from upstream’s storage keys.',
    buys: {reader: 'As above: the wrapper compares the stored id with the current one.'},
  },
  // Core modules replaced in the client bundle only (src/plugins/client-runtime.ts), listed with the swizzles in
  // src/theme/README.md.
  {
    kind: 'file',
    module: '@docusaurus/core/lib/client/clientEntry.js',
    contains: ['hydrateRoot', 'preload(window.location.pathname)'],
    usedBy: ['src/plugins/client-runtime.ts', 'src/client/entry.ts'],
    why: 'The client bundle’s entry is src/client/entry.ts, which runs this module unchanged one task later (after React DOM’s module, in a task of its own); the plugin names it by path.',
    buys: {
      part: 'split-entry',
      reader: `Guide page hydrated 86 ms sooner with 74 ms less script, API page 74 ms and 102 ms (7 loads, ${measured}; 9 loads: 47 and 54 ms sooner).`,
    },
  },
  {
    kind: 'export',
    module: '@docusaurus/utils-common/lib/applyTrailingSlash',
    declarations: '@docusaurus/utils-common/lib/applyTrailingSlash.d.ts',
    names: ['default', 'addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'src/client/utils-common.ts re-exports the package from its own modules, without the tslib its CommonJS index pulls into main.js.',
    buys: {
      part: 'utils-common',
      reader: `Every page: 3,600 B less JavaScript (gzip), about 18 ms of download on slow 4G; load timings within the noise (${measured}).`,
    },
  },
  ...(['stringUtils', 'errorUtils'] as const).map((name): FrameworkInternal => ({
    kind: 'export',
    module: `@docusaurus/utils-common/lib/${name}`,
    declarations: `@docusaurus/utils-common/lib/${name}.d.ts`,
    names:
      name === 'stringUtils' ? ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix'] : ['getErrorCausalChain'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'As above: utils-common without tslib in main.js.',
    buys: {part: 'utils-common', reader: 'As above: 3,600 B less JavaScript on every page.'},
  })),
  {
    kind: 'file',
    module: '@docusaurus/utils-common/lib/index.js',
    contains: ['require("tslib")', 'applyTrailingSlash', 'getErrorCausalChain'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'The package index our module stands in for: when it stops requiring tslib, or exports more, src/client/utils-common.ts must follow (or go).',
    buys: {part: 'utils-common', reader: 'As above: 3,600 B less JavaScript on every page.'},
  },
  {
    kind: 'file',
    module: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    contains: ["'__webpack_require__.gca'", 'additionalTreeRuntimeRequirements'],
    usedBy: ['src/plugins/chunk-split.ts'],
    why: 'Core adds its `__webpack_require__.gca` to every runtime chunk, the search worker’s too, without asking for `__webpack_require__`; chunk-split.ts asks for it, which Rspack 2 (Docusaurus 4) needs and Rspack 1 already does.',
    buys: {
      reader:
        'Search works on Docusaurus 4: without it the search worker throws on its first line under Rspack 2 ' +
        '(npm run try:docusaurus-canary, e2e/search.spec.ts); nothing changes on 3.10.',
    },
  },
  // Behaviours the code leans on that no import or file path names.
  {
    kind: 'behaviour',
    module: '@docusaurus/core (client bundle)',
    behaviour: 'The client bundle’s entry chunk is emitted as `assets/js/main.<hash>.js`.',
    usedBy: ['src/plugins/chunk-split.ts'],
    why: 'The compile-hint plugin finds the entry chunk by that name and puts Chromium’s compile hint first in it.',
    checkedBy: {
      file: 'e2e/site.spec.ts',
      contains: 'allFunctionsCalledOnLoad',
      how: 'The browser test fetches the main.js a page loads and checks that it starts with the hint.',
    },
    buys: {
      part: 'compile-hint',
      reader: `Guide page hydrated 54 ms sooner with 105 ms less script, API page 125 ms and 79 ms (7 loads, ${measured}; Chromium only, other browsers read a comment).`,
    },
  },
  {
    kind: 'behaviour',
    module: '@docusaurus/core (client)',
    behaviour: 'After hydration, core sets `data-has-hydrated="true"` on `<html>`.',
    usedBy: ['e2e/fixtures.ts', 'measure/eval-search.mjs', 'measure/page-js-bytes.mjs', 'measure/reader-timings.mjs'],
    why: 'The browser tests and the measuring scripts wait for hydration on it.',
    checkedBy: {
      file: 'e2e/fixtures.ts',
      contains: "dataset.hasHydrated === 'true'",
      how: 'waitForHydration waits on the attribute: every browser test that loads a page times out without it.',
    },
    buys: {
      reader:
        'Lets the browser tests and measure/internals-figures.mjs wait for the state a reader can click in, rather than for a timer.',
    },
  },
];

/** Import specifiers that reach inside a package: what the registry must list. */
export const internalImportPattern =
  /\bfrom\s+'((?:@docusaurus\/[\w-]+\/(?:lib|src)\/[^']+)|@docusaurus\/theme-common\/internal|(?:@easyops-cn\/[\w-]+\/dist\/[^']+))'/g;
