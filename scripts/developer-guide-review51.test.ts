/**
 * Review round 49's developer findings on the hand-off recipe, fixed in round 51: the check starts the handler only
 * once the endpoint (and so its signing secret) exists, with the secret and a key of the test workspace; the page says
 * the handler keeps its state in memory and how to run the nightly catch-up; it refuses a catch-up time older than the
 * deletions are kept; delivery#test-locally adds the endpoint before it starts the server; the check quotes the whole
 * log line; Before you start names **Allow hand-off**. The handler's behaviour (a list 404 fails the catch-up, the
 * 30-day refusal, the backoff's jitter) is tested in scripts/samples/recipe-workers.test.ts ("review 49").
 */
import {describe, expect, it} from 'vitest';
import {leadDeletions} from '../config/facts';
import {expand, read, section} from './page-text';

const HANDOFF_RECIPE = 'developer/recipes/hand-a-conversation-to-a-person.mdx';
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const recipe = (): string => flat(expand(read(HANDOFF_RECIPE)));

describe('#1 the check adds the endpoint first, then starts the handler with its secret and a test key', () => {
  it('the steps intro names the variables, and Before you start says which key', () => {
    const text = recipe();
    expect(text).toContain('Set the variables its first lines name');
    expect(text).toContain('`PARLEY_WEBHOOK_SECRETS` (`bot_…=whsec_…`), and the key in `PARLEY_API_KEY`');
    expect(text).toContain("| An API key of the chatbot's workspace, read-only is enough |");
    expect(text).not.toContain('| An API key, read-only is enough |');
  });

  it('check step 1 copies the signing secret before it starts the handler', () => {
    const check = flat(section(HANDOFF_RECIPE, '## Check that it works'));
    const step1 = check.slice(check.indexOf('1. '), check.indexOf(' 2. '));
    expect(step1.indexOf("copy the endpoint's **signing secret**")).toBeGreaterThan(step1.indexOf('as an endpoint'));
    expect(step1.indexOf('start `handoff-ticket.mjs`')).toBeGreaterThan(step1.indexOf('**signing secret**'));
    expect(step1).toContain('`PARLEY_WEBHOOK_SECRETS=bot_…=whsec_…`, `PARLEY_API_KEY=sk_test_…`');
    expect(step1).toContain('a live key answers `404`');
    expect(step1).not.toMatch(/^1\. Start `handoff-ticket\.mjs`/);
  });
});

describe('#2 the page says the state is in memory and how to run the nightly catch-up', () => {
  it('names the store to replace and a scheduled job, not a restart', () => {
    const text = recipe();
    expect(text).toContain('the transcripts not yet attached in memory, so a restart forgets them');
    expect(text).toContain('replace its store with your database and its job list with a durable queue');
    expect(text).toContain('run the nightly catch-up as a scheduled job that loads the stored state and catch-up time');
    expect(read('static/files/handoff-ticket.mjs')).toContain('run\n// `catchUp` from a scheduled job');
  });
});

describe('#4 a catch-up time older than the deletions are kept is refused', () => {
  it('the page says so and links reconcile in full', () => {
    expect(recipe()).toContain(
      `It refuses a catch-up time more than ${leadDeletions.listDays} days old, as deletions are kept no longer: ` +
        '[reconcile in full](../webhook/delivery.mdx#reconcile-in-full) instead.',
    );
  });
});

describe('#5 delivery#test-locally: tunnel, endpoint, its signing secret, then the server', () => {
  it('orders the steps so that the secret exists when the server starts', () => {
    const steps = flat(section('developer/webhook/delivery.mdx', '## Test locally'));
    const tunnel = steps.indexOf('1. Start a tunnel to port 3000');
    const endpoint = steps.indexOf("2. Add the tunnel's HTTPS URL as an endpoint");
    const secret = steps.indexOf("copy the endpoint's **signing secret**");
    const server = steps.indexOf('3. Start [your server](#write-the-server) on port 3000 with that secret');
    expect(tunnel).toBeGreaterThanOrEqual(0);
    expect(endpoint).toBeGreaterThan(tunnel);
    expect(secret).toBeGreaterThan(endpoint);
    expect(server).toBeGreaterThan(secret);
    expect(steps).not.toContain(
      '1. Start [your server](#write-the-server) on port 3000, with `PARLEY_WEBHOOK_SECRETS` set.',
    );
  });
});

describe('#7 whole log line, Allow hand-off, step 5 said once', () => {
  it('quotes the line, names the control, and drops the repetition', () => {
    const text = recipe();
    expect(text).toContain('logs `ticket T-1: ended with <agent> (returned_to_chatbot)`');
    expect(text).toContain('**Settings → Hand-off**, **Allow hand-off** on');
    expect(text).toContain('Newest first: sort by `sequence` to show them in order.');
    expect(text).not.toContain('the list is in descending `sequence` order');
  });
});
