/**
 * Every place the site leans on a part of Docusaurus (or of a theme plugin)
 * that is not its public API: what, where, why, and what breaks if it moves.
 * The one list. `framework-internals.test.ts` checks each entry against the
 * installed packages, and fails when the source imports an internal that is
 * not listed here, so an upgrade that renames or moves one fails loudly in
 * `npm test` instead of silently degrading the site.
 *
 * Checked against @docusaurus/* 3.10.2.
 */

export type FrameworkInternal =
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
    };

export const frameworkInternals: FrameworkInternal[] = [
  {
    kind: 'export',
    module: '@docusaurus/theme-common/internal',
    declarations: '@docusaurus/theme-common/lib/internal.d.ts',
    names: ['useTabs'],
    usedBy: ['src/theme/TabItem/index.tsx'],
    why: 'The ejected TabItem reads the selected tab from the Tabs context, as upstream TabItem does.',
  },
  {
    kind: 'export',
    module: '@docusaurus/theme-common/internal',
    declarations: '@docusaurus/theme-common/lib/internal.d.ts',
    names: ['useLocationChange'],
    usedBy: ['src/theme/SkipToContent/index.tsx'],
    why: 'The ejected SkipToContent resets focus on navigation, as upstream does.',
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css',
    usedBy: 'src/theme/TabItem/index.tsx',
    why: 'Ejected TabItem keeps upstream styles without a copy, so an upgrade is a diff.',
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css',
    usedBy: 'src/theme/SkipToContent/index.tsx',
    why: 'Ejected SkipToContent keeps upstream styles without a copy.',
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
    usedBy: 'src/theme/CodeBlock/Line/index.tsx',
    why: 'Ejected CodeBlock/Line (span lines for valid HTML) keeps upstream styles without a copy.',
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css',
    usedBy: 'src/theme/Admonition/Layout/index.tsx',
    why: 'Ejected Admonition/Layout (data attributes for the Markdown twins) keeps upstream styles without a copy.',
  },
  {
    kind: 'css-module',
    module: '@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Sidebar/styles.module.css',
    usedBy: 'src/theme/DocRoot/Layout/Sidebar/index.tsx',
    why: 'Ejected DocRoot/Layout/Sidebar (a named landmark) keeps upstream styles without a copy.',
    undefinedUpstream: ['sidebarViewportHidden'],
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    contains: ["from 'prism-react-renderer'", '@theme/prism-include-languages'],
    usedBy: ['src/prism/plugin.ts'],
    why:
      'A bundler rule matches this startup module by path and gives its `prism-react-renderer` import an empty ' +
      'Prism, so no Prism lands in main.js.',
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
    contains: ["import {Highlight} from 'prism-react-renderer'"],
    usedBy: ['src/prism/plugin.ts', 'src/prism/index.ts'],
    why: 'The code block imports Highlight from prism-react-renderer; the bundler hands it src/prism instead.',
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-classic/lib/inlineScripts.js',
    contains: ['data-announcement-bar-initially-dismissed'],
    usedBy: ['src/theme/AnnouncementBar/index.tsx'],
    why:
      'The AnnouncementBar wrapper clears the attribute that upstream’s inline script sets from a stored dismissal, ' +
      'when the dismissal belongs to another announcement id.',
  },
  {
    kind: 'file',
    module: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    contains: ["'docusaurus.announcement.dismiss'", "'docusaurus.announcement.id'"],
    usedBy: ['src/theme/AnnouncementBar/index.tsx'],
    why: 'The wrapper reads the dismissal and its id from upstream’s storage keys.',
  },
  // What runs on every page, lighter (src/plugins/client-runtime.ts, issue 16): core and theme modules replaced
  // in the client bundle only; listed with the swizzles in src/theme/README.md.
  ...(['flat', 'prefetch', 'preload'] as const).map((name): FrameworkInternal => ({
    kind: 'export',
    module: `@docusaurus/core/lib/client/${name}`,
    declarations: `@docusaurus/core/lib/client/${name}.d.ts`,
    names: ['default'],
    usedBy: ['src/client/docusaurus.ts'],
    why: 'Our window.docusaurus (link prefetch and preload without a route-table scan per link) uses the helpers core’s own client/docusaurus.js uses.',
  })),
  {
    kind: 'file',
    module: '@docusaurus/core/lib/client/docusaurus.js',
    contains: ['prefetch', 'preload', 'matchRoutes'],
    usedBy: ['src/plugins/client-runtime.ts'],
    why: 'Replaced in the client bundle by src/client/docusaurus.ts (same behaviour, the route table indexed once); the plugin finds its folder through this file.',
  },
  {
    kind: 'file',
    module: '@docusaurus/core/lib/client/clientEntry.js',
    contains: ['hydrateRoot', 'preload(window.location.pathname)'],
    usedBy: ['src/plugins/client-runtime.ts', 'src/client/entry.ts'],
    why: 'The client bundle’s entry is src/client/entry.ts, which runs this module unchanged one task later (after React DOM’s module, in a task of its own); the plugin names it by path.',
  },
  {
    kind: 'file',
    module: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    contains: ['<script src="<%= it.baseUrl %><%= script %>" defer></script>'],
    usedBy: ['src/plugins/post-build/entry-scripts.ts'],
    why: 'The post-build step finds the entry scripts as the `<script src defer>` tags this template writes, and turns them into preloads started after the page’s paint; a page it does not recognise is left as it is.',
  },
  {
    kind: 'file',
    module: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    contains: ['export default function ComponentCreator(path, hash)', 'Loadable.Map'],
    usedBy: ['src/plugins/client-runtime.ts', 'src/client/ComponentCreator.ts'],
    why: 'src/client/ComponentCreator.ts stands in for @docusaurus/ComponentCreator in the client bundle and calls this one when a route is first rendered or preloaded; it relies on the returned component’s static `preload`.',
  },
  {
    kind: 'export',
    module: '@docusaurus/utils-common/lib/applyTrailingSlash',
    declarations: '@docusaurus/utils-common/lib/applyTrailingSlash.d.ts',
    names: ['default', 'addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'src/client/utils-common.ts re-exports the package from its own modules, without the tslib its CommonJS index pulls into main.js.',
  },
  {
    kind: 'export',
    module: '@docusaurus/utils-common/lib/stringUtils',
    declarations: '@docusaurus/utils-common/lib/stringUtils.d.ts',
    names: ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'As above: utils-common without tslib in main.js.',
  },
  {
    kind: 'export',
    module: '@docusaurus/utils-common/lib/errorUtils',
    declarations: '@docusaurus/utils-common/lib/errorUtils.d.ts',
    names: ['getErrorCausalChain'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'As above: utils-common without tslib in main.js.',
  },
  {
    kind: 'file',
    module: '@docusaurus/utils-common/lib/index.js',
    contains: ['require("tslib")', 'applyTrailingSlash', 'getErrorCausalChain'],
    usedBy: ['src/client/utils-common.ts'],
    why: 'The package index our module stands in for: when it stops requiring tslib, or exports more, src/client/utils-common.ts must follow (or go).',
  },
  {
    kind: 'export',
    module: '@docusaurus/theme-common/lib/utils/reactUtils',
    declarations: '@docusaurus/theme-common/lib/utils/reactUtils.d.ts',
    names: ['useShallowMemoObject'],
    usedBy: ['src/client/originals.d.ts'],
    why: 'src/client/reactUtils.ts wraps the module (client bundle) with a useShallowMemoObject that sorts without localeCompare (no collation data loaded while a page hydrates).',
  },
  {
    kind: 'export',
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils',
    declarations: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.d.ts',
    names: ['getActivePlugin'],
    usedBy: ['src/client/originals.d.ts'],
    why: 'src/client/docsClientUtils.ts wraps the module (client bundle) with a getActivePlugin that orders the docs areas without localeCompare.',
  },
  // Behaviours the code leans on that no import or file path names.
  {
    kind: 'behaviour',
    module: '@docusaurus/core (client)',
    behaviour: 'After hydration, core sets `data-has-hydrated="true"` on `<html>`.',
    usedBy: [
      'src/theme/DocItem/Content/index.tsx',
      'e2e/fixtures.ts',
      'scripts/eval-search.mjs',
      'scripts/page-js-bytes.mjs',
    ],
    why: 'The static-content DocItem takes the server HTML only on the first, not-yet-hydrated render; the browser tests and scripts wait for hydration on it.',
    checkedBy: {
      file: 'e2e/fixtures.ts',
      contains: "dataset.hasHydrated === 'true'",
      how: 'waitForHydration waits on the attribute: every browser test that loads a page times out without it.',
    },
  },
  {
    kind: 'behaviour',
    module: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    behaviour: 'Keys of the generated `routesChunkNames` are `<route path>-<hash>`, several per path.',
    usedBy: ['src/client/routeChunks.ts', 'src/client/docusaurus.ts'],
    why: 'The prefetch client indexes the table by route path once, by cutting the hash off each key.',
    checkedBy: {
      file: 'src/client/routeChunks.test.ts',
      contains: 'generateRoutesCode',
      how: 'The test generates a route table with core’s own code generator and indexes it.',
    },
  },
  {
    kind: 'behaviour',
    module: '@docusaurus/mdx-loader',
    behaviour:
      'An MDX page’s named exports are properties of the page component that DocItem/Content gets as its child.',
    usedBy: ['src/theme/DocItem/Content/index.tsx', 'src/plugins/remark-static-content.ts'],
    why: 'The remark plugin exports `staticContent` from a static page; the DocItem reads it off the child’s type to keep the server HTML instead of hydrating it.',
    checkedBy: {
      file: 'e2e/static-content.spec.ts',
      contains: 'keeps its server-rendered content on the first load',
      how: 'The browser test fails when a static page hydrates its content instead of keeping the server’s.',
    },
  },
  {
    kind: 'behaviour',
    module: '@docusaurus/core (build)',
    behaviour:
      'The build runs with the site directory as the working directory, and generated files live in `<site>/.docusaurus/`.',
    usedBy: ['src/plugins/api-reference/remark.ts', 'src/plugins/api-reference/index.ts'],
    why: 'The API reference’s remark plugin writes each page’s fragments under `.docusaurus/api-reference` (found from `process.cwd()`: remark plugins get no site directory), and the bundler alias points there.',
    checkedBy: {
      file: 'src/plugins/writer-checks/writer-mistakes.test.ts',
      contains: 'cwd: dir',
      how: 'The scratch-site builds run from another checkout’s directory; an API page’s fragments must resolve there.',
    },
  },
  {
    kind: 'behaviour',
    module: '@docusaurus/mdx-loader',
    behaviour: 'All MDX pages of a build are compiled in one process, by one instance of each remark plugin module.',
    usedBy: ['src/plugins/api-reference/remark.ts'],
    why: 'The remark plugin remembers, in module state, which page renders which operation, to fail the build on a second page; writer-checks/content.ts checks the same from the sources, for pages the cache did not recompile.',
    checkedBy: {
      file: 'src/plugins/writer-checks/writer-mistakes.test.ts',
      contains: 'is already rendered by',
      how: 'A scratch build with an operation on two pages must fail naming both files.',
    },
  },
];

/** Import specifiers that reach inside a package: what the registry must list. */
export const internalImportPattern =
  /\bfrom\s+'((?:@docusaurus\/[\w-]+\/(?:lib|src)\/[^']+)|@docusaurus\/theme-common\/internal|(?:@easyops-cn\/[\w-]+\/dist\/[^']+))'/g;
