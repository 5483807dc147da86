import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcement} from './config/announcement';
import {guideAreas} from './config/areas';
import {docsPlugin} from './config/docs';
import {baseUrl, productionHosts, repositoryUrl, siteUrl} from './config/env';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {product} from './config/product';
import {socialCard} from './config/social-card';
import {docsRemarkPlugins, markdown} from './src/plugins/markdown';
import {siteHostScript} from './src/utils/siteHost';

/** The site's folder: this file's (Docusaurus's `siteDir`). The docs' remark plugins name files relative to it. */
const siteDir = __dirname;

const config: Config = {
  title: 'Help Docs',
  tagline: `Guides for ${product.productName} users, developers and integrators`,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  titleDelimiter: '|',
  noIndex: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  // A second page at a route already taken fails the build (src/plugins/writer-checks names both files first).
  onDuplicateRoutes: 'throw',
  markdown,

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    // v4 turns on Rspack, SWC, Lightning CSS and SSG worker threads (needs
    // @docusaurus/faster). It also namespaces localStorage keys by url + baseUrl
    // (`theme-3f2a…`): we keep that, because GitHub Pages serves several project
    // sites from one origin and plain keys (`theme`) would be shared with them.
    v4: true,
    faster: true,
  },

  headTags: [
    // Production or preview host, decided before first paint (the logo depends on it).
    {tagName: 'script', attributes: {}, innerHTML: siteHostScript(productionHosts)},
  ],

  customFields: {
    // "Report a mistake" under every guide page (src/theme/DocItem/Footer): an issue on the repository, or an
    // email to support when REPOSITORY_URL is `none`.
    reportMistake: {repositoryUrl: repositoryUrl ?? null, email: product.supportEmail},
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // lastmod: the date of the page's last git commit (CI clones with full history).
        sitemap: {
          changefreq: null,
          priority: null,
          lastmod: 'date',
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The three guide areas: config/docs.ts's options, with the remark plugins of src/plugins/markdown.ts.
    ...guideAreas.map((area) => docsPlugin(area, docsRemarkPlugins(siteDir))),
    // Code highlighting without prism-react-renderer's bundled Prism: src/prism/README.md.
    './src/prism/plugin.ts',
    './src/plugins/chunk-split.ts',
    './src/plugins/client-runtime.ts',
    './src/plugins/api-reference/index.ts',
    // Writer mistakes over all pages at once (a page without a description, two pages at one URL, a broken link,
    // an operation on two pages, a broken `$ref`), seconds into the build: src/plugins/writer-checks.
    './src/plugins/writer-checks/index.ts',
    // Everything added to build/ after the bundle, in one fixed order (OpenAPI files, Markdown twins,
    // social cards, llms files, static-host files, CSP last): src/plugins/post-build/steps.ts.
    './src/plugins/post-build/index.ts',
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      isCloseable: announcement.isCloseable,
    },
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Must stay empty (src/prism/plugin.ts fails the build otherwise): grammars are imported in src/prism/languages.ts.
      additionalLanguages: [],
    },
    // The site's social card, rendered at build time by src/plugins/post-build; doc
    // pages name their own (src/theme/DocItem/Metadata).
    image: `${socialCard.directory}/index.png`,
    metadata: [{name: 'robots', content: 'index, follow'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
