/**
 * Docusaurus plugin: publishes the OpenAPI document with the site, as `<baseUrl>openapi.json` and
 * `<baseUrl>openapi.yaml`, product facts filled in, so readers can import it into Postman or generate a client.
 * The pages themselves are rendered by the remark plugin in ./remark.ts (wired in config/docs.ts).
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DOCUMENT_PATH, loadDocument} from './document';

export const PUBLISHED_FILES = {json: 'openapi.json', yaml: 'openapi.yaml'} as const;

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    getPathsToWatch() {
      return [DOCUMENT_PATH];
    },
    async postBuild({outDir}) {
      const {stringifyYaml} = await import('@redocly/openapi-core');
      const {published} = await loadDocument();
      await writeFile(path.join(outDir, PUBLISHED_FILES.json), `${JSON.stringify(published, null, 2)}\n`);
      await writeFile(path.join(outDir, PUBLISHED_FILES.yaml), stringifyYaml(published, {lineWidth: -1}));
    },
  };
}
