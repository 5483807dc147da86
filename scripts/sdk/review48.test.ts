/**
 * The SDK area's findings of review round 46, checked as review 48 reads them: a site that navigates without a page
 * load (Turbo Drive, htmx boost, Livewire navigate) follows the page's user with parley-page-user.js, run here against
 * a stand-in SDK; the bubble lives outside <body>; one rule for the settings a sign-out boots with; token pages hide
 * the bubble on such sites; the website guide points these sites to the recipe.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdkBubblePlace} from '../../config/facts';
import {line, read, ROOT, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const goLive = 'developer/go-live.mdx';
const website = 'user/getting-started/website.mdx';
// Review 47 #5 gave the recipe its own section; #sign-out-without-page-load still lands in it.
const recipeHeading = '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}';

/** The recipe's script: since review 47 #6 the downloaded static/files/parley-page-user.js, which review49.test.ts runs. */
function pageUserScript(): string {
  return read('static/files/parley-page-user.js');
}

describe('review 46 #1: a swap site follows the user each page names, with parley-page-user.js', () => {
  // The runs of the inline block (user A, nobody, user B; a sign-in; token pages) moved with the script to the
  // downloaded file in review 47: review49.test.ts runs them there, with the other tabs and consent.
  it("compiles against the SDK's declarations, static/sdk/parley.d.ts, as a type-checked project reads it", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'parley-page-user-')), 'parley-page-user.js');
    writeFileSync(file, `export {};\n${pageUserScript()}`);
    const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), file], {
      allowJs: true,
      checkJs: true,
      strict: true,
      noImplicitAny: false,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    expect(errors).toEqual([]);
  });

  it('the recipe says where the marker and the scripts go, and whether parley-sign-out.js still applies', () => {
    const recipe = section(bubble, recipeHeading);
    expect(recipe).not.toContain("from your framework's event for them");
    expect(recipe).not.toContain('where a swap does not run it again');
    expect(recipe).toContain('<script type="application/json" id="parley-user">');
    expect(recipe).toContain('since htmx swaps only the body');
    expect(recipe).toContain('Turbo runs a `<head>` script again when its text changes');
    for (const event of ['turbo:load', 'htmx:afterSettle', 'livewire:navigated']) expect(recipe).toContain(event);
    // Back after a sign-out must not restore a signed-in page's marker from the framework's history cache.
    expect(recipe).toContain('`<meta name="turbo-cache-control" content="no-cache">`');
    expect(recipe).toContain('`hx-history="false"`');
    expect(recipe).toContain('Keep `data-sign-out`');
    // Review 48 #4: htmx alone cancels the event; Livewire signs out with a page load, by a form marked data-sign-out.
    expect(recipe).toMatch(
      /`hx-boost` cancels the event of a link or form it handles, so `parley-sign-out\.js` skips it/,
    );
    // The sign-out rows of the reference and identity verification name these sites and link the recipe.
    const row = line(reference, "- **After sign-out, the next user sees the previous user's conversation.**");
    expect(row).toContain('(./control-bubble.mdx#sign-out-without-page-load)');
    expect(line(verification, '| Conversations of a signed-out user still show')).toContain(
      '(./control-bubble.mdx#sign-out-without-page-load)',
    );
  });
});

describe('review 46 #2: the bubble survives a body swap, and the reference says why', () => {
  it('Layout states where the SDK puts the bubble; the recipe needs no persist marker and links Layout', () => {
    expect(sdkBubblePlace).toContain('after `<body>`, as the last element of `<html>`');
    expect(section(reference, '### Layout {/*#layout*/}')).toContain('%SDK_BUBBLE_PLACE%');
    expect(section(bubble, recipeHeading)).toMatch(/no persist marker[^\n]*\[Layout\]\(\.\/reference\.mdx#layout\)/);
  });
});

describe('review 46 #3: one rule for the settings a sign-out boots with', () => {
  it('is stated once, in its own section, which the single-page-app and swap sections link', () => {
    const rule = 'with your settings minus `visitor` and the `metadata` you set for that user';
    expect(read(bubble).split(rule)).toHaveLength(2);
    expect(section(bubble, '### Start the chat again without the user {/*#boot-without-the-user*/}')).toContain(rule);
    expect(section(bubble, recipeHeading)).toContain('(#boot-without-the-user)');
    expect(section(bubble, '### In a single-page app {/*#sign-out-single-page-app*/}')).toContain(
      '(#boot-without-the-user)',
    );
    expect(read(bubble)).not.toContain('with your settings minus `visitor`;');
  });
});

describe('review 46 #4 and #5: token pages and the website guide on swap sites', () => {
  it("the reference's page address section and go-live hide the bubble on token pages of a swap site", () => {
    const privacy = section(reference, '## What the page address sends {/*#page-address-privacy*/}');
    expect(privacy).toMatch(/keeps the SDK running on such a page[^\n]*`Parley\('hide'\)`[^\n]*`Parley\('show'\)`/);
    expect(privacy).toContain("the page's address is not taken");
    expect(line(goLive, '- On a site that navigates without a page load')).toContain(
      '(./javascript-sdk/reference.mdx#page-address-privacy)',
    );
    expect(pageUserScript()).toContain("call(onTokenPage ? 'hide' : 'show');");
  });

  it('the plain HTML steps point Turbo, htmx and Livewire sites to the recipe', () => {
    const plain = section(website, '### Plain HTML');
    expect(plain).toContain('a snippet in the body runs again on every page change');
    // Review 48 SDK #2 (review50-pages.test.ts): the section's top, not its sign-out steps.
    expect(plain).toContain('(/developer/javascript-sdk/control-bubble#page-swap)');
  });
});
