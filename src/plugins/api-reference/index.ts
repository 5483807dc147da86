/**
 * Docusaurus plugin: publishes the OpenAPI document with the site, as `<baseUrl>openapi.json` and
 * `<baseUrl>openapi.yaml`, product facts filled in, so readers can import it into Postman or generate a client.
 * The pages themselves are rendered by the remark plugin in ./remark.ts (wired in config/docs.ts); this plugin
 * points the bundler at the modules it generates.
 *
 * `docusaurus build`: the post-build pipeline (src/plugins/post-build) writes both files into the output folder,
 * as its first step, with `writePublished`. `docusaurus start` writes them into the plugin's generated-files folder
 * and serves that folder under the base URL, so the links work in development too.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUMENT_PATH, loadDocument, resetDocument} from './document';
import {FRAGMENTS_ALIAS, GENERATED_DIR} from './remark';
import {varsOf} from './vars';

export const PUBLISHED_FILES = {json: 'openapi.json', yaml: 'openapi.yaml'} as const;

export async function writePublished(dir: string): Promise<void> {
  const {stringifyYaml} = await import('@redocly/openapi-core');
  const {published} = await loadDocument();
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, PUBLISHED_FILES.json), `${JSON.stringify(published, null, 2)}\n`);
  await writeFile(path.join(dir, PUBLISHED_FILES.yaml), stringifyYaml(published, {lineWidth: -1}));
}

export default function apiReferencePlugin(context: LoadContext): Plugin {
  const devDir = path.join(context.generatedFilesDir, 'api-reference', 'static');
  const isDev = process.env.NODE_ENV !== 'production';
  return {
    name: 'api-reference',
    getPathsToWatch() {
      return [DOCUMENT_PATH];
    },
    async loadContent() {
      if (!isDev) return;
      // Runs again when openapi.yaml changes (getPathsToWatch): read it afresh. Pages rendered from it refresh
      // when their MDX file is saved or the server restarts.
      resetDocument();
      await writePublished(devDir);
    },
    configureWebpack(_config, isServer) {
      // A page's static reference HTML (written by ./remark.ts): the server bundle renders it into the page; the
      // client bundle gets a module that loads it only when the page is reached from another page of the site.
      const alias = {[FRAGMENTS_ALIAS]: path.join(GENERATED_DIR, isServer ? 'server' : 'client')};
      if (isServer || !isDev) return {resolve: {alias}};
      // webpack-merge concatenates arrays: this adds one static folder to the dev server's list.
      return {
        resolve: {alias},
        devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: true}]},
      } as object;
    },
    async contentLoaded({actions}) {
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
