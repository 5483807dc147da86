/**
 * Every page's HTML lists the scripts of its route (the page's content, its layout components, its data) as
 * `<script defer>` after `main.js`, so the browser fetches them with the page, in parallel, instead of after
 * `main.js` has downloaded and run and core's preload has asked for them, one round trip later.
 *
 * Docusaurus means to do this: each page's server render records the modules the page's routes load
 * (react-loadable's `Capture`: module paths such as `@theme/DocItem`), and the HTML template gets the scripts
 * that `react-loadable-ssr-addon` finds for them in the client manifest (`.docusaurus/client-manifest.json`).
 * But webpack 5 and Rspack key that manifest by chunk name (`origins["015b61e1"]`), never by module path, so no
 * route script is ever found and only `runtime~main.js` and `main.js` reach the HTML (stock Docusaurus 3.10.2
 * too). Here, once the addon has written the manifest, each chunk's entry is also filed under the module path
 * that the route registry (`.docusaurus/registry.js`) gives its chunk name, and core's own lookup does the rest.
 *
 * What it saves, on a phone: the route chunks arrive with `main.js`, so hydration starts that much sooner, and
 * core's preload adds no `<script>` elements at start-up (webpack finds the chunks installed, or the tags in
 * the HTML). Scripts a page loads are the same ones (e2e/budgets.spec.ts counts them), only requested earlier.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Manifest = {entrypoints: string[]; origins: Record<string, (string | number)[]>; assets: Record<string, unknown>};

/** Chunk name → module path, from the generated route registry (`"name": [() => import(…), "module", …]`). */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = /^\s*("[^"]+"): \[\(\) => import\([^)]*\), ("(?:[^"\\]|\\.)*"),/gm;
  for (const match of registrySource.matchAll(entry)) {
    modules.set(JSON.parse(match[1]!) as string, JSON.parse(match[2]!) as string);
  }
  return modules;
}

/** The manifest with each chunk's origins also under its module path. Throws when nothing matches. */
export function withModuleOrigins(manifest: Manifest, modules: Map<string, string>): Manifest {
  const origins = {...manifest.origins};
  let filed = 0;
  for (const [chunkName, modulePath] of modules) {
    const chunkOrigins = manifest.origins[chunkName];
    if (!chunkOrigins) continue;
    origins[modulePath] = [...new Set([...(origins[modulePath] ?? []), ...chunkOrigins])];
    filed += 1;
  }
  if (modules.size > 0 && filed === 0) {
    // A Docusaurus or bundler upgrade changed how the manifest or the registry names chunks: say so, rather
    // than build pages that quietly load their scripts late again.
    throw new Error(
      'page-scripts: no chunk of .docusaurus/registry.js is in the client manifest; see src/plugins/page-scripts.ts.',
    );
  }
  return {...manifest, origins};
}

type Compiler = {hooks: {afterEmit: {tap(name: string, callback: () => void): void}}};

export default function pageScripts(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'page-scripts',
    configureWebpack(_config, isServer) {
      // The manifest exists only in a production build's client compilation (no server render in dev).
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // After `emit`, where react-loadable-ssr-addon writes the manifest; before the pages are rendered.
              compiler.hooks.afterEmit.tap('page-scripts', () => {
                if (!existsSync(manifestPath)) return;
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
                const modules = registryModules(readFileSync(registryPath, 'utf8'));
                writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
              });
            },
          },
        ],
      };
    },
  };
}
