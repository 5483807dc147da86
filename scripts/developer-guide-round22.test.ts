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

  // Review 35 #4: whole once, in the delivery page's Test locally; the event pages say it in one sentence and link.
  it('the delivery page shows the warning with the test event, in its Test locally', () => {
    expect(line('developer/webhook/delivery.mdx', '- **Send test event.**')).toContain('%WEBHOOK_TEST_EVENT%');
    expect(read('developer/webhook/delivery.mdx').split('## Test locally')[1].split('\n## ')[0]).toContain(
      '%WEBHOOK_TEST_EVENT%',
    );
  });

  it.each(['developer/webhook/lead.mdx', 'developer/webhook/conversation.mdx'])(
    '%s says a test event is not marked as one and links the delivery page for the rest',
    (file) => {
      expect(line(file, 'Select **Send test event**')).toContain(
        'Nothing marks a test event as a test ([what it sends](./delivery.mdx#test-locally)).',
      );
      expect(read(file)).not.toContain('%WEBHOOK_TEST_EVENT%');
    },
  );

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
  // Review round 32 #5: the policy is three bullets in the changelog (additive; deprecations and new versions;
  // behaviour changes and corrections, with their notice); the overview and the delivery page only link to it.
  const policy = read('developer/changelog.mdx')
    .split('## How changes are announced')[1]
    .split('\n- **SDK releases**')[0];

  it('a breaking change normally comes with a new version, announced months ahead', () => {
    const versions = line('developer/changelog.mdx', '- **Deprecations and new versions.**');
    expect(versions).toMatch(/A change that breaks clients normally comes with a new API version/);
    expect(versions).toMatch(/at least %API_VERSION_NOTICE_MONTHS% months before the old one is retired/);
    expect(versions).not.toMatch(/come only with a new|changes are additive|payloads only gain/);
  });

  it('the changelog names the only kinds that break a client within v1, their notice, and no self-contradiction', () => {
    const bullet = line('developer/changelog.mdx', '- **Behaviour changes and corrections to the document**');
    expect(bullet).toMatch(/are the only changes within `%API_VERSION%` that can break a client/);
    expect(bullet).toMatch(/\(breaking\)/);
    // Review 33 #4: the corrections rule is whole sentences, not one run-on sentence after "Corrections:".
    expect(bullet).toMatch(/every client\. %API_CORRECTIONS_MAY_BREAK%\. %API_BEHAVIOUR_CHANGE_NOTICE%\./);
    expect(productFactTokens['%API_CORRECTIONS_MAY_BREAK%']).toMatch(
      /^A correction makes the OpenAPI document say what the API already does\. It ships within the version, and it can break only a client that validates against the document$/,
    );
    // Review 34 #1: the notice promise is a token (its date and days from config/facts.ts); changelog-notice.test.ts
    // checks its words and every release's breaking entries against it.
    expect(productFactTokens['%API_BEHAVIOUR_CHANGE_NOTICE%']).toMatch(
      /both are announced here[^\n]*at least 30 days before[^\n]*only a security fix can take effect on the day/,
    );
    expect(policy).not.toMatch(/made exceptions|nothing else does/);
    expect(policy.split('\n').filter((text) => text.startsWith('- ')).length).toBe(3);
  });

  it('the overview and the delivery page link to the policy and restate none of it', () => {
    for (const [file, marker, link] of [
      ['developer/index.mdx', 'What can change within', './changelog.mdx#how-changes-are-announced'],
      ['developer/webhook/delivery.mdx', 'What can change within', '../changelog.mdx#how-changes-are-announced'],
    ]) {
      const text = line(file, marker);
      expect(text, file).toContain(`(${link})`);
      expect(text, file).not.toMatch(/made exceptions|%API_CORRECTIONS_MAY_BREAK%|normally come|months/);
    }
  });

  it('past exceptions stay in their dated entries, marked breaking', () => {
    const page = read('developer/changelog.mdx');
    expect(page).toMatch(
      /## 2026-11-28\n[\s\S]*The behaviour changes among them are a duplicate `external_id`'s `409`/,
    );
    expect(page).toMatch(/## 2026-11-23\n[\s\S]*breaking for some clients: the two renamed error codes/);
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
