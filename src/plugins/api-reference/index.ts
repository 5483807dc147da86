/**
 * Docusaurus plugin: publishes the OpenAPI document with the site, as `<baseUrl>openapi.json` and
 * `<baseUrl>openapi.yaml`, product facts filled in, so readers can import it into Postman or generate a client.
 * The pages themselves are rendered by the remark plugin in ./remark.ts (wired in config/docs.ts).
 *
 * `docusaurus build`: the post-build pipeline (src/plugins/post-build) writes both files into the output folder,
 * as its first step, with `writePublished`. `docusaurus start` writes them into the plugin's generated-files folder
 * and serves that folder under the base URL, so the links work in development too.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUMENT_PATH, loadDocument, resetDocument} from './document';

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
      if (isServer || !isDev) return {};
      // webpack-merge concatenates arrays: this adds one static folder to the dev server's list.
      return {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: true}]}} as object;
    },
  };
}
