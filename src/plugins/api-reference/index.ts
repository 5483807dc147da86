/**
 * Docusaurus plugin: publishes the OpenAPI document with the site, as `<baseUrl>openapi.json` and
 * `<baseUrl>openapi.yaml`, product facts filled in, so readers can import it into Postman or generate a client.
 *
 * It also renders what the reference and recipe pages load (./pages.ts): `loadContent` renders each such page's
 * static HTML and builders from the guides' sources, once per build, `contentLoaded` writes them as modules with
 * `createData`, and `configureWebpack` points the bundler alias the pages import (`@api-reference-fragments/<page>`)
 * at them. The remark plugins (./remark.ts, ../recipes/remark.ts, wired in ../markdown.ts) turn the elements into the
 * pages' headings and elements and add that import, rendering nothing; the recipes' one links each step to the page
 * that renders its operation, from the list `contentLoaded` writes (`referencePagesFile`).
 *
 * `docusaurus build`: the post-build pipeline (src/plugins/post-build) writes both files into the output folder,
 * as its first step, with `writePublished`. `docusaurus start` writes them into the plugin's generated-files folder
 * and serves that folder under the base URL, so the links work in development too.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideAreas} from '../../../config/areas';
import {DOCUMENT_PATH, loadDocument, resetDocument} from './document';
import {renderPages, type RenderedPages} from './pages';
import {builderFile, FRAGMENTS_ALIAS, generatedModules, referencePagesFile} from './remark';
import {varsOf} from './vars';

const PUBLISHED_FILES = {json: 'openapi.json', yaml: 'openapi.yaml'} as const;

/**
 * Writes the published files into `dir`. The document links to guide pages by route (`[messages limit](/developer/…)`,
 * as the pages render them); a reader of the file outside the site gets their full address, under `guidesUrl`
 * (the site's URL and base URL: `https://docs.parleychat.io/guides/`).
 */
export async function writePublished(dir: string, guidesUrl: string): Promise<void> {
  const {stringifyYaml} = await import('@redocly/openapi-core');
  const published = JSON.parse(JSON.stringify((await loadDocument()).published).replaceAll('](/', `](${guidesUrl}`));
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, PUBLISHED_FILES.json), `${JSON.stringify(published, null, 2)}\n`);
  await writeFile(path.join(dir, PUBLISHED_FILES.yaml), stringifyYaml(published, {lineWidth: -1}));
}

export default function apiReferencePlugin(context: LoadContext): Plugin<RenderedPages> {
  const {siteDir} = context;
  const devDir = path.join(context.generatedFilesDir, 'api-reference', 'static');
  const isDev = process.env.NODE_ENV !== 'production';
  const areaPaths = guideAreas.map((area) => area.path);
  /** Where `createData` put the pages' modules (the plugin's data folder). */
  let dataDir: string | undefined;
  return {
    name: 'api-reference',
    getPathsToWatch() {
      // A page that adds or changes an element renders again.
      return [DOCUMENT_PATH, ...areaPaths.map((area) => path.join(siteDir, area, '**/*.{md,mdx}'))];
    },
    async loadContent() {
      if (isDev) {
        // Runs again when openapi.yaml changes (getPathsToWatch): read it afresh.
        resetDocument();
        await writePublished(devDir, `${context.siteConfig.url}${context.baseUrl}`);
      }
      // A broken document renders nothing here: the writer checks name the file, the line and the fix.
      const document = await loadDocument().then(
        ({dereferenced}) => dereferenced,
        () => undefined,
      );
      return document ? renderPages(siteDir, areaPaths, document) : {outputs: new Map(), referencePages: {}};
    },
    configureWebpack(_config, isServer) {
      // A page's static reference HTML (./pages.ts): the server bundle renders it into the page; the client bundle
      // gets a module that loads it only when the page is reached from another page of the site.
      const alias = {[FRAGMENTS_ALIAS]: path.join(dataDir!, isServer ? 'server' : 'client')};
      if (isServer || !isDev) return {resolve: {alias}};
      // webpack-merge concatenates arrays: this adds one static folder to the dev server's list.
      return {
        resolve: {alias},
        devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: true}]},
      } as object;
    },
    async contentLoaded({content, actions}) {
      // Which page renders each operation and event, for the recipes' remark plugin: written before any page compiles.
      const pagesFile = referencePagesFile(context.generatedFilesDir);
      await mkdir(path.dirname(pagesFile), {recursive: true});
      await writeFile(pagesFile, JSON.stringify(content.referencePages));
      const written = new Set<string>();
      for (const [key, output] of content.outputs) {
        const modules = generatedModules(key, output);
        await actions.createData(`server/${key}.js`, modules.server);
        await actions.createData(`client/${key}.js`, modules.client);
        // One file per operation: a recipe's step and the operation's reference page start the builder alike.
        for (const [operationId, data] of Object.entries(output.builders)) {
          const file = builderFile(operationId);
          if (written.has(file)) continue;
          written.add(file);
          await actions.createData(file, JSON.stringify(data));
        }
      }
      // The list of pages, which also names the data folder the alias points at.
      dataDir = path.dirname(await actions.createData('pages.json', JSON.stringify([...content.outputs.keys()])));
      // "Your values": the API key and the path IDs a reader can set (src/components/ApiReference/YourValues.tsx).
      // A broken document is not reported here: the writer checks (allContentLoaded, which runs after this) name
      // the file, the line and the fix, and every page that renders the reference fails with it too.
      const vars = await loadDocument().then(
        ({dereferenced}) => varsOf(dereferenced),
        () => [],
      );
      await actions.createData('vars.json', JSON.stringify(vars));
    },
  };
}
