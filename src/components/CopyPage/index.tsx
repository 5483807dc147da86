/**
 * "Copy page": a small disclosure menu at the top of every doc page.
 *
 * - Copy as Markdown: fetches the page's Markdown twin (`<page URL>.md`) and
 *   puts it on the clipboard.
 * - View as Markdown: a plain link to the twin.
 * - Open in ChatGPT / Claude: plain links with a prompt that names the page's
 *   URL. The site itself calls no backend.
 * - The guides' MCP server (`npx @parley/help-docs-mcp`, the `mcp/` package):
 *   install links for Cursor and VS Code, the Claude Code command to copy, and
 *   the developer introduction's section with every tool's configuration.
 *
 * Disclosure pattern (a button with aria-expanded that shows a list of
 * actions), not an ARIA menu: Tab moves through the items, Escape closes and
 * returns focus to the button. No library; the whole thing is a few hundred
 * bytes of JavaScript. `data-llms-exclude` keeps it out of the twin.
 */
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  absoluteUrl,
  assistantLinks,
  assistantPrompt,
  twinPermalink,
  withoutTrailingSlash,
} from '@site/src/utils/page-twins';
import {
  claudeCodeCommand,
  cursorInstallLink,
  mcpServerConfig,
  mcpSetupPath,
  vscodeInstallLink,
} from '@site/src/utils/mcp-server';
import styles from './styles.module.css';

type Props = {
  /** The page's route with the base URL: `/guides/user/intro`. */
  permalink: string;
};

type Status = 'idle' | 'copied' | 'copied-command' | 'failed' | 'failed-command';

async function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  try {
    // A promise inside ClipboardItem keeps Safari's user-gesture permission
    // while the twin is fetched.
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))}),
    ]);
  } catch {
    await navigator.clipboard.writeText(await text);
  }
}

function Item({children}: {children: ReactNode}) {
  return <li className={styles.item}>{children}</li>;
}

export default function CopyPage({permalink}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const twin = twinPermalink(permalink);
  const prompt = assistantPrompt(
    absoluteUrl(siteConfig.url, withoutTrailingSlash(permalink)),
    absoluteUrl(siteConfig.url, twin),
    siteConfig.title,
  );
  const links = assistantLinks(prompt);
  const mcp = mcpServerConfig(siteConfig.url, siteConfig.baseUrl);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const copy = async () => {
    try {
      await copyFromUrl(twin);
      setStatus('copied');
      close(true);
    } catch {
      setStatus('failed');
    }
  };

  const copyCommand = async () => {
    try {
      await navigator.clipboard.writeText(claudeCodeCommand(mcp));
      setStatus('copied-command');
      close(true);
    } catch {
      setStatus('failed-command');
    }
  };

  return (
    <div
      ref={root}
      className={styles.copyPage}
      data-llms-exclude=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Focus moved to another element of the page (Tab past the last item).
        // A null relatedTarget is not "outside": Safari does not focus a
        // clicked button, and pointer presses outside are handled above.
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) close(false);
      }}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setStatus('idle');
          setOpen(!open);
        }}>
        {status === 'copied' || status === 'copied-command' ? 'Copied' : 'Copy page'}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} aria-label="Page actions">
        <Item>
          <button type="button" className={styles.action} onClick={copy}>
            <span className={styles.label}>Copy as Markdown</span>
            <span className={styles.hint}>The page as Markdown, for AI assistants</span>
          </button>
        </Item>
        <Item>
          <a className={styles.action} href={twin}>
            <span className={styles.label}>View as Markdown</span>
            <span className={styles.hint}>Open this page as plain text</span>
          </a>
        </Item>
        <Item>
          <a className={styles.action} href={links.chatGpt} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>Open in ChatGPT</span>
            <span className={styles.hint}>Ask questions about this page (new tab)</span>
          </a>
        </Item>
        <Item>
          <a className={styles.action} href={links.claude} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>Open in Claude</span>
            <span className={styles.hint}>Ask questions about this page (new tab)</span>
          </a>
        </Item>
        <Item>
          <a className={styles.action} href={cursorInstallLink(mcp)}>
            <span className={styles.label}>Add to Cursor</span>
            <span className={styles.hint}>Search these guides from Cursor (MCP server)</span>
          </a>
        </Item>
        <Item>
          <a className={styles.action} href={vscodeInstallLink(mcp)}>
            <span className={styles.label}>Add to VS Code</span>
            <span className={styles.hint}>Search these guides from VS Code (MCP server)</span>
          </a>
        </Item>
        <Item>
          <button type="button" className={styles.action} onClick={copyCommand}>
            <span className={styles.label}>Copy Claude Code command</span>
            <span className={styles.hint}>Adds the MCP server: claude mcp add …</span>
          </button>
        </Item>
        <Item>
          <a className={styles.action} href={`${siteConfig.baseUrl}${mcpSetupPath}`}>
            <span className={styles.label}>MCP server setup</span>
            <span className={styles.hint}>Configuration for each AI tool</span>
          </a>
        </Item>
      </ul>
      <span className="visually-hidden" role="status">
        {status === 'copied'
          ? 'Page copied as Markdown'
          : status === 'copied-command'
            ? 'Claude Code command copied'
            : status === 'failed'
              ? 'Copy failed: use View as Markdown'
              : status === 'failed-command'
                ? 'Copy failed: use MCP server setup'
                : ''}
      </span>
      {status === 'failed' && <span className={styles.error}>Copy failed: use View as Markdown.</span>}
      {status === 'failed-command' && <span className={styles.error}>Copy failed: use MCP server setup.</span>}
    </div>
  );
}
