import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as ours from './index';
import {additionalLanguagesError, themeStartupModule} from './plugin';
import * as startup from './startup';

const require = createRequire(path.resolve(__dirname, '../../package.json'));
const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic/lib/index.js'));

/** Every `import {…} from 'prism-react-renderer'` in the theme's browser code: file → names. */
function themeImports(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of readdirSync(themeLib, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(themeLib, file), 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g)) {
      found[file] = match[1]!
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean);
    }
  }
  return found;
}

describe('src/prism/plugin.ts', () => {
  it('fails the build on a non-empty prism.additionalLanguages, saying where languages are added', () => {
    expect(additionalLanguagesError({prism: {additionalLanguages: []}})).toBeUndefined();
    expect(additionalLanguagesError({})).toBeUndefined();
    expect(additionalLanguagesError({prism: {additionalLanguages: ['rust', 'go']}})).toMatch(
      /themeConfig\.prism\.additionalLanguages lists "rust", "go".*src\/prism\/languages\.ts/,
    );
  });

  it('knows every import the theme makes from prism-react-renderer (a new one fails here)', () => {
    expect(
      themeImports(),
      'The classic theme imports something new from prism-react-renderer: src/prism/index.ts (the code block) or ' +
        'src/prism/startup.ts (the startup module) must provide it, or the bundle breaks or loses highlighting.',
    ).toEqual({
      'prism-include-languages.js': ['Prism'],
      'theme/CodeBlock/Content/index.js': ['Highlight'],
    });
    expect(ours).toHaveProperty('Highlight');
    expect(startup).toHaveProperty('Prism');
  });

  it('its bundler rule still matches the theme’s startup module', () => {
    expect(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')).toMatch(themeStartupModule);
  });
});
