/**
 * The fixes of review round 32's user-guide findings: each rule checked at the fact or page that owns it, and the
 * link to it on the pages that repeat the point.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {plansNamed, plansWith, textOptOutWords} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const googleVoice = 'user/getting-started/google-voice.mdx';
const twilio = 'user/getting-started/twilio.mdx';
const livechat = 'user/getting-started/livechat.mdx';

describe('user guide, review round 32 findings', () => {
  it('#1 every text channel stops on the same opt-out words, from the one fact', () => {
    expect(textOptOutWords).toEqual(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
    const words = productFactTokens['%TEXT_OPT_OUT_WORDS%'];
    for (const word of textOptOutWords) expect(words).toContain(`\`${word}\``);
    // Review 39 #1: the Twilio guide's table lists the words, once on the site; Google Voice and the live chat guide
    // name `STOP` and link there.
    expect(line(twilio, '| An opt-out word on its own')).toContain('%TEXT_OPT_OUT_WORDS%');
    expect(line(twilio, '| An opt-out word on its own')).toContain('(the same words on every text channel)');
    const owner = '[What the chatbot answers by text](./twilio.mdx#what-the-chatbot-answers-by-text)';
    expect(line(googleVoice, '| An opt-out word on its own')).toContain(
      `such as \`STOP\`: the same words as on Twilio (${owner})`,
    );
    expect(line(googleVoice, '| An opt-out word on its own')).toContain('Confirms once by text');
    expect(line(livechat, '**Opted out**.')).toContain(`an opt-out word such as \`STOP\` (${owner})`);
    const userPages = ['getting-started', 'chatbots', 'workspace'].flatMap((dir) =>
      readdirSync(`user/${dir}`)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => `user/${dir}/${file}`),
    );
    expect(userPages.filter((page) => read(page).includes('%TEXT_OPT_OUT_WORDS%'))).toEqual([twilio]);
    // No page lists its own opt-out words beside the fact.
    for (const page of [googleVoice, twilio, livechat]) {
      expect(read(page)).not.toMatch(/`(STOPALL|UNSUBSCRIBE|OPTOUT|REVOKE)`/);
    }
  });
});

describe('user guide, review round 32: the worked flow', () => {
  const page = 'user/getting-started/flow-builder.mdx';

  it('#2 skipping the name and email of a known lead is a numbered step of Build the flow, and the picture says so', () => {
    // Review round 35 #3: the known-lead step is a lead sentence and short sub-steps; review 36 #3 made it step 12,
    // after the straight path it joins; review 48 user #9 made it numbered steps of a variation after Publish.
    const step = section(page, '### Variation: skip questions for customers you know {/*#skip-known-customers*/}');
    expect(step).toMatch(/^\n*Choose \*\*Lead capture → Ask for contact details\*\*/);
    expect(step).toContain('`lead.email` **is not empty**');
    expect(step).toContain('set `flow.name` to `{{lead.name}}` and `flow.email` to `{{lead.email}}`');
    expect(step).toContain('Connect the second to the company-size question.');
    for (const sub of step.split('\n').filter((text) => /^\d\. /.test(text)))
      expect(sub.length).toBeLessThanOrEqual(330);
    expect(line(page, '6. Add a **Question** block of type **Choice**')).toContain('How many people work');
    expect(line(page, '7. Add an **Action** block and choose **Save lead**')).toBeTruthy();
    expect(section(page, '### Before you start')).not.toContain('before step 4 below');
    expect(read('user/getting-started/_QualifyFlowDiagram.tsx')).toMatch(
      /optional\s+condition when the\s+lead's email/,
    );
  });
});

describe('user guide, review round 32: a duplicate on Free', () => {
  it('#3 the duplicate page says Free has no place for a copy; a page that suggests a copy links there', () => {
    // Review 39 #1: the rule was on five pages; it is stated once, where **Duplicate chatbot** is.
    expect(line('user/chatbots/duplicate-or-delete.mdx', 'The copy counts as one chatbot')).toContain(
      'on Free, whose one chatbot leaves no place for it, **Duplicate chatbot** is greyed out',
    );
    expect(productFactTokens['%DUPLICATE_NOT_ON_FREE%']).toBeUndefined();
    const link = '([Duplicate a chatbot](./duplicate-or-delete.mdx#duplicate) says which plans have room for one)';
    expect(line('user/chatbots/leads.mdx', '- Test on a copy')).toContain(link);
    expect(line('user/getting-started/knowledge.mdx', 'turn on **Show sources**')).toContain(
      // Review 40 #6 (round 44's test): a chatbot not live yet, or a copy; no longer a live one at a quiet hour.
      'of a chatbot that is not live yet, or of a copy of a live chatbot ' + link.replace('./', '../chatbots/'),
    );
    // Review 33 #2: on Free, what makes a comparison pointless is the one model.
    expect(line('user/chatbots/choose-an-ai-model.mdx', 'To compare two models')).toContain(
      '(Free has one model, so there is nothing to compare)',
    );
    const userPages = ['getting-started', 'chatbots', 'workspace'].flatMap((dir) =>
      readdirSync(`user/${dir}`)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => `user/${dir}/${file}`),
    );
    expect(userPages.filter((page) => /no place for (a copy|it|one)/.test(read(page)))).toEqual([
      'user/chatbots/duplicate-or-delete.mdx',
    ]);
  });
});

describe('user guide, review round 32: consent on the website page', () => {
  const website = 'user/getting-started/website.mdx';

  it('#4 Install it has a cookie-banner note that links the cookies decision and the consent trigger', () => {
    const install = section(website, '## Install it');
    expect(install).toContain('**Cookie banner and consent.**');
    expect(install).toContain('(../workspace/cookies.mdx#strictly-necessary-or-not)');
    expect(read('user/workspace/cookies.mdx')).toContain('## Strictly necessary or not\n');
    expect(install).toContain('through [Google Tag Manager](#google-tag-manager) with a trigger that fires on consent');
    expect(line(website, "3. Under **Triggering**, add the tag's firing trigger")).toContain(
      'trigger that fires when the visitor consents',
    );
  });
});

describe('user guide, review round 32: Preview conversations in the reports', () => {
  it('#5 the reports say Preview tests skew the answer figures during set-up, and when to judge them', () => {
    const open = section('user/workspace/reports.mdx', '## Open the reports');
    expect(open).toContain('skew **Answered by the chatbot** and **Unanswered questions**');
    expect(open).toContain('judge the reports on the first full week after launch');
    expect(line('user/workspace/reports.mdx', '| **Conversations** |')).toContain('(#open-the-reports)');
  });
});

describe('user guide, review round 32: developer detail stays in the developer guide', () => {
  it('#6 billing, settings reference, knowledge, privacy and delete-workspace say it plainly and link the developer page', () => {
    const billing = section('user/workspace/billing.mdx', '## When credits or a limit run out {/*#run-out*/}');
    expect(billing).not.toMatch(/insufficient_credits|messages_limit_reached|%LIMIT_REACHED_API/);
    expect(billing).toContain('(/developer/api/chat/message-a-chatbot#credits-or-limit-used-up)');
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toContain(
      '## When credits or a limit run out {/*#credits-or-limit-used-up*/}',
    );
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toContain('%LIMIT_REACHED_API_ERRORS%');
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toContain('Neither error is worth retrying');
    expect(read('user/chatbots/settings-reference.mdx')).not.toMatch(/evt_|%WEBHOOK_TEST_EVENT%/);
    expect(read('user/getting-started/knowledge.mdx')).not.toMatch(/failure_code|`unreadable`/);
    for (const page of ['user/workspace/privacy.mdx', 'user/workspace/delete-workspace.mdx']) {
      expect(read(page)).not.toMatch(/deleted_by|workspace_erased|chatbot_deleted/);
      expect(read(page)).toContain('(/developer/webhook/lead#events)');
    }
    expect(read('developer/webhook/lead.mdx')).toMatch(/`workspace_erased`/);
    expect(read('developer/webhook/lead.mdx')).toMatch(/`chatbot_deleted`/);
  });
});

describe('user guide, review round 32: plan names in a sentence', () => {
  it('#8 plansNamed says "the Business plan" for one plan and "the … plans" for several, and the pages use it', () => {
    expect(plansNamed('sso')).toBe(`the ${plansWith('sso')} plan`);
    expect(plansNamed('integrations')).toMatch(/^the .+ and .+ plans$/);
    expect(productFactTokens['%PLANS_WITH_SSO_NAMED%']).toBe('the Business plan');
    expect(line('user/workspace/single-sign-on.mdx', 'Set up single sign-on')).toContain(
      'SSO comes with %PLANS_WITH_SSO_NAMED%.',
    );
    expect(line('user/chatbots/settings-reference.mdx', '| **Show "Powered by')).toContain(
      'turned off on %PLANS_WITH_REMOVE_BRANDING_NAMED%',
    );
    for (const page of [
      'user/workspace/single-sign-on.mdx',
      'user/chatbots/settings-reference.mdx',
      'user/chatbots/flow-reference.mdx',
    ]) {
      expect(read(page)).not.toMatch(
        /these plans: %PLANS|Plans that can turn it off|Plans: %PLANS_WITH_(API|SSO|REMOVE_BRANDING|SEND_WEBHOOK)%/,
      );
    }
  });
});

describe('user guide, review round 32: small fixes', () => {
  it('#9 the flow variables table names a flow variable by a placeholder, not a built-in-looking name', () => {
    expect(read('user/chatbots/flow-reference.mdx')).toContain('| `{{flow.<variable name>}}` |');
    expect(read('user/chatbots/flow-reference.mdx')).not.toContain('flow.your_name');
  });

  it('#10 chatbot-settings step 3 keeps contact details to one sentence and a link', () => {
    const tone = section('user/getting-started/chatbot-settings.mdx', '## 2. Set the tone {/*#2-set-the-tone*/}');
    expect(tone).toContain('([Lead capture](../chatbots/settings-reference.mdx#lead-capture))');
    expect(tone).not.toMatch(/%FREE_TEXT_CONTACT_DETAILS_SHORT%|consent box/);
  });

  it('#11 the audit-log example: an hourly API key entry is stamped when its hour ends, so it sorts among newer entries correctly', () => {
    const entry = line('user/workspace/audit-log.mdx', '| 27 Nov 2026, 14:00 | API key **CRM sync**');
    expect(entry).toContain('412 calls from 13:00 to 14:00');
  });
});

describe('user guide, review round 32: listings and moving region', () => {
  it('#12 the glossary explains real-estate listings and links the developer page', () => {
    const entry = line('user/glossary.mdx', '| Real-estate listing |');
    expect(entry).toContain('your developers add to a chatbot with the API');
    expect(entry).toContain('Listings do not show in **Knowledge**');
    expect(entry).toContain('(/developer/api/realestate/create)');
  });

  it('#13 moving region: the full month on leaving Free and the no-refund deletion are told together, with timing', () => {
    const move = line('user/workspace/security-and-compliance.mdx', 'Time it to pay for one period only');
    expect(move).toContain("pays its plan's full month the day it leaves Free");
    expect(move).toContain('without a refund');
    expect(move).toContain("close to the old one's renewal day");
    expect(read('user/workspace/delete-workspace.mdx')).toContain('## What happens at once {/*#at-once*/}');
  });
});
