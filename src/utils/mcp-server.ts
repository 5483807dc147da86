/**
 * The guides' MCP server (the `mcp/` package, `npx @parley/help-docs-mcp`): how a developer adds it to an AI
 * tool. The "Copy page" menu, the llms files and the developer introduction's snippets
 * (developer/index.mdx, held to these values by ./mcp-server.test.ts) all say the same.
 */
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL} from '../../config/site-url.mjs';

/** The published package (mcp/package.json `name`). */
export const mcpPackage = '@parley/help-docs-mcp';

/** The name the server gets in a tool's configuration. */
export const mcpServerName = 'parley-docs';

/** Where the developer introduction explains the setup: its section's path below the base URL and fragment. */
export const mcpSetupPath = 'developer#mcp-server';

export interface StdioServer {
  command: 'npx';
  args: string[];
}

/**
 * The command that starts the server: the published package, which reads the production site; a build
 * deployed elsewhere (another SITE_URL or BASE_URL) passes its own root with `--site`.
 */
export function mcpServerConfig(siteUrl: string, baseUrl: string): StdioServer {
  const root = `${siteUrl.replace(/\/+$/, '')}${baseUrl}`;
  const args = ['-y', mcpPackage];
  if (root !== `${DEFAULT_SITE_URL}${DEFAULT_BASE_URL}`) args.push('--site', root);
  return {command: 'npx', args};
}

/** Cursor's install link: the server's name and its mcp.json entry, base64-encoded (Cursor "MCP install links"). */
export function cursorInstallLink(config: StdioServer): string {
  const encoded = btoa(JSON.stringify(config));
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${mcpServerName}&config=${encodeURIComponent(encoded)}`;
}

/** VS Code's install link: `vscode:mcp/install?` and the server's configuration with its name, as JSON. */
export function vscodeInstallLink(config: StdioServer): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name: mcpServerName, type: 'stdio', ...config}))}`;
}

/** The Claude Code command that adds the server. */
export function claudeCodeCommand(config: StdioServer): string {
  return `claude mcp add ${mcpServerName} -- ${config.command} ${config.args.join(' ')}`;
}
