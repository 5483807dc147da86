/**
 * The JavaScript SDK's reading-load pass of review round 40, on the reference, identity verification and the
 * single-page-app guide: no paragraph or list item over 80 words (tokens written out, as the built twin reads), and a
 * rule these pages repeated stated once, at its owner, with one sentence and a link labelled with the owner's heading.
 */
import {describe, expect, it} from 'vitest';
import {expand, read, section} from '../page-text';

const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';

/** The page's prose lines (paragraphs and list items), without front matter, code blocks, tables or JSX. */
function proseLines(file: string): string[] {
  const body = read(file).replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines: string[] = [];
  let inCode = false;
  for (const text of body.split('\n')) {
    if (/^\s*```/.test(text)) {
      inCode = !inCode;
      continue;
    }
    if (inCode || /^\s*(\||<|import |#)/.test(text) || !text.trim()) continue;
    lines.push(text.trim());
  }
  return lines;
}

const words = (text: string): number => expand(text).split(/\s+/).filter(Boolean).length;

describe('JavaScript SDK, review round 40: reading load', () => {
  it.each([reference, verification, spa])('%s has no paragraph or list item over 80 words', (file) => {
    const long = proseLines(file).filter((text) => words(text) > 80);
    expect(long.map((text) => `${words(text)}: ${text.slice(0, 80)}`)).toEqual([]);
  });

  it("identity verification's How it works leaves identity_required and the sign-in mid-chat to the reference", () => {
    const howItWorks = section(verification, '## How it works');
    expect(howItWorks).not.toContain('When a later `identify` passes the same ID');
    expect(howItWorks).not.toContain('lets them chat anonymously');
    expect(howItWorks).toContain('[Errors](./reference.mdx#errors)');
    expect(howItWorks).toContain('[identify](./reference.mdx#identify)');
    // At the owner, not dropped.
    const errors = section(reference, '## Errors');
    expect(errors).toContain('the window says the chat is unavailable');
    expect(errors).toContain('Nothing is sent until `identify` passes a valid `userHash`, or `{id: null}`');
    const identify = section(reference, '### identify {/*#identify*/}');
    expect(identify).toContain('**The same ID with a valid `userHash`, while the visitor is not verified**');
    // Review 40 #5: identify's cases are a table (the call, the conversation on screen, the next message).
    expect(identify).toContain("| Starts a verified one, which joins the user's history.");
  });

  it("the single-page-app guide's route changes split what the module sends from what to send", () => {
    const routeChanges = section(spa, '### Route changes {/*#route-changes*/}');
    expect(routeChanges).toContain('\n- A path no pattern matches sends no `page`.');
    expect(routeChanges).toContain('\nWhat to send:\n\n- Send a route');
  });

  it("the reference's Commands and Options intros are a lead and a list", () => {
    const commands = section(reference, '## Commands');
    expect(commands).toContain('\n- **Queued calls return `undefined`.**');
    expect(commands).toContain('\n- **The queue runs in order** once the SDK');
    const options = section(reference, '## Options');
    expect(options).toContain('\n- **Options you leave out**: `position`'); // Review 45 #2.
    expect(options).toContain('\n- **`update`** wins over both until the page reloads.');
  });

  it('the long paragraphs left are split where their subject changes', () => {
    expect(section(verification, "### Your back end's `/api/me` {/*#api-me*/}")).toContain(
      '\n- It asks `meUrl` (set with `configureChat`',
    );
    expect(read(verification)).toContain('<summary>Template languages</summary>\n\nWrap it the same way');
    expect(section(verification, '## Keep it secure')).toContain(
      '\n  - **After Now, deploy the new secret straight away**: until you do',
    );
    expect(section(verification, '## Compute the hash on your server')).toContain(
      '64 lowercase hex characters.\n\nSet `PARLEY_IDENTITY_SECRET`',
    );
    expect(section(reference, '## Start later {/*#start-later*/}')).toContain(
      'which the SDK writes at `boot`).\n\nThe SDK waits for',
    );
    expect(section(spa, '### Withdrawn consent {/*#withdraw-consent*/}')).toContain(
      'leaving a token route would start the chat.\n\n`withdrawChatConsent()` shuts the chat down',
    );
    expect(section(spa, '## Without the module {/*#without-the-module*/}')).toContain(
      'before any component runs.\n\nAn app with sign-in, consent or token routes takes the module',
    );
  });
});
