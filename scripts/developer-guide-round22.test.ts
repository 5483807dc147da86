/**
 * The decisions of review round 22 of issue 45 (developer guide): a test event never reaches the live endpoint,
 * breaking changes within `v1` are named as exceptions, and a rule several pages repeat is whole in one place.
 */
// cspell:ignore handoff
import {describe, expect, it} from 'vitest';
import {webhookTestEvent} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read} from './page-text';

describe('Send test event never goes to the live endpoint', () => {
  it('the one statement of what a test event sends says it is stored like a real one', () => {
    expect(webhookTestEvent).toMatch(/Nothing marks it as a test: send it only to a test or copy endpoint/);
  });

  it.each([
    ['developer/webhook/lead.mdx', 'Select **Send test event**'],
    ['developer/webhook/conversation.mdx', 'Select **Send test event**'],
    ['developer/webhook/delivery.mdx', '3. Select **Send test event**'],
  ])('%s shows the warning with the test event', (file, marker) => {
    expect(line(file, marker)).toContain('%WEBHOOK_TEST_EVENT%');
  });

  it.each(['developer/webhook/lead.mdx', 'developer/webhook/conversation.mdx'])(
    '%s sends the test event to a test or copy endpoint',
    (file) => {
      expect(line(file, 'Select **Send test event**')).toMatch(/Send test event\*\* on a test or copy endpoint/);
    },
  );

  it('re-pinning the API version tests the new version on a copy endpoint, then switches the live one', () => {
    const page = read('developer/webhook/delivery.mdx');
    const section = page.split('## Pin the API version')[1].split('\n## ')[0];
    expect(section).not.toMatch(/Send test event\*\* on the endpoint and pick the new version/);
    expect(section).toMatch(/copy endpoint, never the live one/);
    expect(section).toMatch(/pin it to the new version and select \*\*Send test event\*\* on it/);
    expect(section).toMatch(/Change the live endpoint's \*\*API version\*\*/);
  });
});

describe('breaking changes within v1 are exceptions, named in the changelog', () => {
  it.each([
    ['developer/changelog.mdx', '- **Breaking changes**'],
    ['developer/index.mdx', 'A change that could break a client'],
    ['developer/webhook/delivery.mdx', 'Within a version, payloads'],
  ])('%s says breaking changes normally come with a new version', (file, marker) => {
    const text = line(file, marker);
    expect(text).not.toMatch(
      /come only with a new|(?<!normally )comes with a new version|changes are additive|payloads only gain/,
    );
    expect(text).toMatch(/normally come/);
  });

  // Review round 31 #3: the exceptions and their notice are stated once, in the changelog; the overview and the
  // delivery page link to it instead of restating them.
  it('the changelog names the exceptions and the notice each kind gets; the other pages link to it', () => {
    const policy = line('developer/changelog.mdx', '- **Breaking changes**');
    expect(policy).toMatch(/made exceptions within `%API_VERSION%`/);
    expect(policy).toMatch(/nothing else does/);
    const bullet = read('developer/changelog.mdx').split('- **Breaking changes**')[1].split('\n- **SDK releases**')[0];
    expect(bullet).toMatch(/\*\*Behaviour changes\*\*[^\n]*at least %API_BEHAVIOUR_CHANGE_NOTICE_DAYS% days before/);
    expect(bullet).toMatch(/\*\*Corrections to the document\*\*[^\n]*on the day they are announced/);
    for (const [file, marker, link] of [
      ['developer/index.mdx', 'A change that could break a client', './changelog.mdx#how-changes-are-announced'],
      ['developer/webhook/delivery.mdx', 'Within a version, payloads', '../changelog.mdx#how-changes-are-announced'],
    ]) {
      const text = line(file, marker);
      expect(text, file).toContain(`(${link})`);
      expect(text, file).not.toMatch(/made exceptions|%API_CORRECTIONS_MAY_BREAK%/);
    }
  });

  it('the changelog separates behaviour changes from corrections to the document', () => {
    const page = read('developer/changelog.mdx');
    const bullet = page.split('- **Breaking changes**')[1].split('\n- **SDK releases**')[0];
    expect(bullet).toMatch(/\*\*Behaviour changes\*\*[^\n]*`409`[^\n]*`allowed_domains`/);
    expect(bullet).toMatch(/\*\*Corrections to the document\*\*[^\n]*%API_CORRECTIONS_MAY_BREAK%/);
  });
});

describe('a rule several pages repeat is whole once, short elsewhere', () => {
  const whole = '%CONVERSATION_DELETED_WITH_LEAD%';
  it('the lead webhook states the deleted_by rule whole, next to its deleted_by table', () => {
    const events = read('developer/webhook/lead.mdx').split('## Events')[1].split('\n## ')[0];
    expect(events).toContain(whole);
    expect(events).toContain('| Deleted by | `deleted_by` |');
  });

  it.each(['developer/webhook/conversation.mdx', 'openapi/openapi.yaml', 'developer/api/delete-lead.mdx'])(
    '%s links to it in one sentence',
    (file) => {
      expect(read(file)).not.toContain(whole);
    },
  );

  it('the short form names the rule and links to where it is whole', () => {
    expect(productFactTokens['%CONVERSATION_DELETED_WITH_LEAD_SHORT%']).toMatch(
      /only when the lead was deleted on its own.*\(\/developer\/webhook\/lead#events\)/,
    );
    expect(productFactTokens['%WEBHOOK_DELIVERY_BODIES_DELETED_SHORT%']).toMatch(
      /\(\/developer\/webhook\/delivery#what-the-delivery-log-keeps\)/,
    );
    expect(read('developer/webhook/delivery.mdx')).toContain('%WEBHOOK_DELIVERY_BODIES_DELETED%');
    for (const file of ['developer/webhook/conversation.mdx', 'developer/api/delete-lead.mdx']) {
      expect(read(file)).not.toContain('%WEBHOOK_DELIVERY_BODIES_DELETED%');
    }
  });
});

describe('smaller corrections', () => {
  it('the conversation.handoff.ended row includes a hand-off that expired while waiting', () => {
    expect(line('developer/webhook/delivery.mdx', '| `conversation.handoff.ended` |')).toMatch(
      /ended while still waiting \(`outcome: expired`\)/,
    );
  });

  it('go-live checks that the matching secret belongs to the event’s chatbot', () => {
    expect(line('developer/go-live.mdx', '**verifies the signature**')).toMatch(
      /accepts an event only when the secret that matched belongs to its `chatbot_id`/,
    );
  });

  it('the privacy script says which phone numbers it accepts, as its code does', () => {
    const page = read('developer/api/delete-lead.mdx');
    expect(page).toContain("line.replace(/[\\s().-]/g, '')");
    expect(page).toMatch(
      /Spaces, dots, dashes and parentheses are removed; a number that is then not E\.164 is refused/,
    );
  });

  it('the recipe check says how to test the complete server, which relays only its own sessions', () => {
    expect(
      line(
        'developer/recipes/answer-visitors-from-your-back-end.mdx',
        'The complete server relays only its own sessions',
      ),
    ).toMatch(
      /complete server relays only its own sessions: send it a message as a signed-in user \(`curl \S+\/chat\/messages -H 'Content-Type: application\/json' [^`]*`\), take that conversation over and poll `POST \/chat\/replies`/,
    );
  });
});
