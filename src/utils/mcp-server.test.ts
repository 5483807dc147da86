import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL} from '../../config/site-url.mjs';
import {
  claudeCodeCommand,
  cursorInstallLink,
  mcpPackage,
  mcpServerConfig,
  mcpServerName,
  mcpSetupPath,
  vscodeInstallLink,
} from './mcp-server';

const published = mcpServerConfig(DEFAULT_SITE_URL, DEFAULT_BASE_URL);

/** The developer introduction's MCP section: from its heading to the next `##`. */
function setupSection(): string {
  const page = readFileSync('developer/index.mdx', 'utf8');
  const id = mcpSetupPath.split('#')[1];
  const start = page.search(new RegExp(`^## .*\\{/\\*#${id}\\*/\\}$`, 'm'));
  expect(start, `developer/index.mdx has a "## … {/*#${id}*/}" heading`).toBeGreaterThan(-1);
  const rest = page.slice(start + 3);
  return rest.slice(0, rest.search(/^## /m) === -1 ? undefined : rest.search(/^## /m));
}

function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map((match) => match[1]);
}

describe('the MCP server setup', () => {
  it('names the package of mcp/ and its command', () => {
    const manifest = JSON.parse(readFileSync('mcp/package.json', 'utf8')) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(manifest.name).toBe(mcpPackage);
    expect(Object.keys(manifest.bin)).toHaveLength(1);
    expect(published).toEqual({command: 'npx', args: ['-y', mcpPackage]});
  });

  it('points a build deployed elsewhere at its own site', () => {
    expect(mcpServerConfig('https://docs.example.com/', '/docs/').args).toEqual([
      '-y',
      mcpPackage,
      '--site',
      'https://docs.example.com/docs/',
    ]);
  });

  it("gives each tool's install link the server's configuration", () => {
    const cursor = new URL(cursorInstallLink(published));
    expect(cursor.protocol).toBe('cursor:');
    expect(cursor.searchParams.get('name')).toBe(mcpServerName);
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual(published);

    const vscode = vscodeInstallLink(published);
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: mcpServerName,
      type: 'stdio',
      ...published,
    });
    expect(claudeCodeCommand(published)).toBe(`claude mcp add ${mcpServerName} -- npx -y ${mcpPackage}`);
  });

  it("the developer introduction's snippets are the same configuration", () => {
    const section = setupSection();
    const json = codeBlocks(section, 'json').map((block) => JSON.parse(block));
    expect(json).toContainEqual({mcpServers: {[mcpServerName]: published}});
    expect(json).toContainEqual({servers: {[mcpServerName]: {type: 'stdio', ...published}}});
    expect(codeBlocks(section, 'bash')).toContain(claudeCodeCommand(published));
    for (const tool of ['Cursor', 'Claude Code', 'VS Code']) expect(section).toMatch(new RegExp(`^### ${tool}$`, 'm'));
  });
});
