/**
 * The SDK area's findings of review round 45, checked as review 47 reads them: sites that navigate without a page load
 * (Turbo Drive, htmx boost, Livewire navigate) are not told that the next page starts anonymous.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {factTokens as tokens, sdk} from '../../config/facts';
import {line, read, section} from '../page-text';

const category = 'developer/category/javascript-sdk.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';

describe('review 45, SDK area', () => {
  it('#1 a site that swaps the body without a page load tells the chat at sign-in and sign-out', () => {
    const rule = section(bubble, '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}');
    for (const framework of ['Turbo Drive', 'htmx `hx-boost`', 'Livewire `wire:navigate`']) {
      expect(rule).toContain(framework);
    }
    expect(rule).toContain('does not read `window.parleySettings` again');
    // Review 46 #1 made it a recipe, parley-page-user.js; review 47 #6 ships it, and review49.test.ts runs it.
    expect(rule).toContain('[`parley-page-user.js`](pathname:///files/parley-page-user.js)');
    expect(rule).toContain('{/*#sign-out-without-page-load*/}');
    // The sign-out table and the category's paths link the rule, stated once.
    expect(line(bubble, '| Site that navigates without a page load')).toContain('(#page-swap)');
    expect(line(category, '| Server-rendered site that navigates without a page load')).toContain(
      '(../javascript-sdk/control-bubble.mdx#page-swap)', // Review 48 SDK #2: the section's top.
    );
    // The server-rendered section no longer says the next page always loads the SDK again.
    const serverRendered = section(bubble, '### On a server-rendered site {/*#sign-out-server-rendered*/}');
    expect(serverRendered).not.toMatch(/No `boot` is needed, since the next page loads the SDK again\./);
    expect(serverRendered).toContain('unless your site [navigates without a page load](#sign-out-without-page-load)');
    expect(read(bubble).match(/does not read `window\.parleySettings` again/g)).toHaveLength(1);
  });
});

describe('review 45, SDK area, the reference', () => {
  const reference = 'developer/javascript-sdk/reference.mdx';

  it('#2 only position, primaryColor and openOnLoad left out take the dashboard’s values', () => {
    const rule = line(reference, '- **Options you leave out**');
    expect(rule).not.toContain('which is what the **Default** column means');
    expect(rule).toContain("`position`, `primaryColor` and `openOnLoad` take the dashboard's values");
    // Each option whose Default names the dashboard is in that list, and no other.
    const fromDashboard = read(reference)
      .split('\n')
      .filter((row) => /^\| `\w+` \|/.test(row) && row.split(' | ')[2]?.startsWith("the dashboard's "))
      .map((row) => row.split(' | ')[0].slice(2));
    expect(fromDashboard.sort()).toEqual(['`openOnLoad`', '`position`', '`primaryColor`']);
    for (const option of fromDashboard) expect(rule).toContain(option);
  });
});

describe('review 45, SDK area, A complete page', () => {
  it('#3 the template that reads user.plan is told to receive user', () => {
    const page = section(bubble, '## A complete page {/*#configuration*/}');
    expect(page).toContain('{% if user.plan %}');
    expect(page).toContain(
      '- For a signed-in user, pass the template `user` too: the sample sends `user.plan` as `metadata`.',
    );
  });
});

describe('review 45, SDK area, the smaller findings', () => {
  it('#5 the WordPress plugin’s missing ID or secret is named as a line in the PHP error log', () => {
    const step = line('developer/javascript-sdk/identity-verification.mdx', '3. In `wp-config.php`, above the line');
    expect(step).not.toContain('the page logs an error');
    expect(step).toContain(
      'the plugin writes a line to the PHP error log (`wp-content/debug.log` with `WP_DEBUG_LOG`)',
    );
    expect(read('static/files/wordpress/parley-chat.php')).toContain(
      "error_log('Parley: PARLEY_CHATBOT_ID is not set')",
    );
  });

  it('#6 the smallest button sample starts with the queue line, as every other sample', () => {
    const open = section(bubble, '## Open, close and toggle');
    const sample = open.slice(open.indexOf('```html'), open.indexOf('```\n', open.indexOf('```html') + 3));
    const script = sample.slice(sample.indexOf('<script>') + '<script>'.length).trimStart();
    expect(script.startsWith('window.Parley = window.Parley || function () {')).toBe(true);
  });
});

describe('review 45, SDK area, metadata in code points', () => {
  it('#4 the metadata limit is the API’s, in code points, in facts.ts, the reference, the module and parley.d.ts', () => {
    const api = parse(read('openapi/openapi.yaml')) as {
      components: {schemas: {Metadata: {maxProperties: number; additionalProperties: {maxLength: number}}}};
    };
    const metadata = api.components.schemas.Metadata;
    expect(metadata.maxProperties).toBe(sdk.metadataMaxKeys);
    expect(metadata.additionalProperties.maxLength).toBe(sdk.metadataValueMaxCodePoints);
    const reference = 'developer/javascript-sdk/reference.mdx';
    expect(line(reference, '| `metadata` | %')).toBe('| `metadata` | %SDK_METADATA_LIMIT% |');
    expect(tokens['%SDK_METADATA_LIMIT%']).toBe('20 keys, and 500 code points a value');
    expect(read(reference)).toContain(
      "`visitor.id`, `visitor.name`, a `metadata` value and `open`'s `message` count code points",
    );
    const module = read('static/files/parley-chat.js');
    expect(module).toContain("typeof value !== 'string' || [...value].length > 500");
    expect(module).not.toContain('value.length > 500');
    const types = read('static/sdk/parley.d.ts');
    expect(types).toContain('(`id` 255 code points, `name` 200,');
    expect(types).not.toMatch(/\b(255|500) characters/);
  });
});
