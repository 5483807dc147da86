import {describe, expect, it} from 'vitest';
import {registryModules, withModuleOrigins} from './page-scripts';

// The shape core 3.10.2 generates in .docusaurus/registry.js (production chunk names are short hashes).
const registry = `export default {
  "015b61e1": [() => import(/* webpackChunkName: "015b61e1" */ "@site/src/pages/crash-test.tsx"), "@site/src/pages/crash-test.tsx", require.resolveWeak("@site/src/pages/crash-test.tsx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "a7bd4aaa": [() => import(/* webpackChunkName: "a7bd4aaa" */ "@generated/docusaurus-plugin-content-docs/user/p/guides-user-0f3.json"), "@generated/docusaurus-plugin-content-docs/user/p/guides-user-0f3.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/user/p/guides-user-0f3.json")],};
`;

describe('registryModules', () => {
  it('reads each chunk name and its module path', () => {
    expect([...registryModules(registry)]).toEqual([
      ['015b61e1', '@site/src/pages/crash-test.tsx'],
      ['17896441', '@theme/DocItem'],
      ['a7bd4aaa', '@generated/docusaurus-plugin-content-docs/user/p/guides-user-0f3.json'],
    ]);
  });
});

describe('withModuleOrigins', () => {
  const manifest = {
    entrypoints: ['main'],
    origins: {main: ['4014', '9783'], '17896441': ['5120', '6301'], a7bd4aaa: ['7052']},
    assets: {},
  };

  it('files each chunk origin under its module path too, where core looks the page modules up', () => {
    const {origins} = withModuleOrigins(manifest, registryModules(registry));
    expect(origins['@theme/DocItem']).toEqual(['5120', '6301']);
    expect(origins['@generated/docusaurus-plugin-content-docs/user/p/guides-user-0f3.json']).toEqual(['7052']);
    // Kept: the entry point's and the chunk names' own keys; nothing for a chunk the manifest does not have.
    expect(origins.main).toEqual(['4014', '9783']);
    expect(origins['17896441']).toEqual(['5120', '6301']);
    expect(origins['@site/src/pages/crash-test.tsx']).toBeUndefined();
  });

  it('fails, naming this plugin, when no registry chunk is in the manifest (a changed naming scheme)', () => {
    expect(() => withModuleOrigins({...manifest, origins: {main: ['1']}}, registryModules(registry))).toThrow(
      /page-scripts: no chunk of \.docusaurus\/registry\.js is in the client manifest/,
    );
  });
});
