/**
 * Round 46: the open items of review rounds 40 and 41 on the user guide: reading load and developer material in
 * user pages. Each fact the user pages now say in plain words (or link) is checked where the developer guide keeps
 * it, so that none leaves the site.
 */
import {describe, expect, it} from 'vitest';
import {apiHandOffTakeAMessage, limitReachedReports, limitReachedReportsShort} from '../config/facts';
import {expand, line, read, section} from './page-text';

const settings = 'user/chatbots/settings-reference.mdx';
const messageAChatbot = 'developer/api/chat/message-a-chatbot.mdx';

describe('round 46: reviews 40-41 open items on the user guide', () => {
  it('#1 the offer to take a message shows the form in the chat bubble only; the API case is one clause and a link', () => {
    const offer = line(settings, '- **The message the chatbot offers to take**');
    expect(offer).toContain(
      "In the chat bubble, the chatbot asks for the customer's contact details with lead capture's form",
    );
    expect(offer).not.toMatch(/is a lead and the conversation: the chatbot asks/);
    expect(offer).toContain(
      'In conversations your own app runs through the API, no form follows and no lead is saved ' +
        '([Message a chatbot](/developer/api/chat/message-a-chatbot#hand-offs-and-out-of-hours))',
    );
    // The developer page holds the API case whole.
    expect(apiHandOffTakeAMessage).toContain('no form follows that offer and no lead is saved');
    expect(section(messageAChatbot, '## Hand-offs and out of hours on `api` sessions')).toContain(
      '%HANDOFF_RESUME_API%',
    );
    expect(expand('%HANDOFF_RESUME_API%')).toContain(apiHandOffTakeAMessage);
  });

  it('#2 end_reason, the route guard, onSignedOut and the API knowledge fields are the developer guide’s', () => {
    const text = read(settings);
    expect(text).not.toContain('`end_reason`');
    // Review 42 #3: the Limits section's one For developers line holds it.
    expect(text).toContain(
      'For developers: why each conversation ended ([conversation webhook](/developer/webhook/conversation))',
    );
    expect(read('openapi/openapi.yaml')).toContain('enum: [inactivity, visitor_closed, expired, agent_closed, null]');

    const privacy = read('user/workspace/privacy.mdx');
    expect(privacy).not.toContain('%SDK_PAGE_ADDRESS_ROUTE_GUARD%');
    expect(privacy).toContain(
      'If your site is a single-page app, your developers hide the chat bubble on such pages instead ' +
        '([Routes whose address holds a token](/developer/javascript-sdk/single-page-app#route-guard)).',
    );
    const guard = section('developer/javascript-sdk/single-page-app.mdx', '### Routes whose address holds a token');
    expect(guard).toContain('A sign-out there boots the anonymous chat hidden.');
    expect(guard).toContain('never call `show`, `open` or `toggle` there');

    const cookies = read('user/workspace/cookies.mdx');
    expect(cookies).not.toContain('onSignedOut');
    expect(line('user/workspace/cookies.mdx', '| After sign-out in a single-page app,')).toContain(
      '[Sign a visitor out of the chat](/developer/javascript-sdk/control-bubble#sign-out-single-page-app)',
    );
    expect(
      line('developer/javascript-sdk/reference.mdx', "the next user sees the previous user's conversation"),
    ).toContain('booted with the old `visitor`');

    const apiText = section(
      'user/getting-started/knowledge.mdx',
      '### Text added with the API {/*#text-from-the-api*/}',
    );
    for (const field of ['`text`', '`title`', '`content`', '`qa`', '`url`', '`question`'])
      expect(apiText, field).not.toContain(field);
    expect(apiText).toContain('as a **Text** source named by its title');
    expect(apiText).toContain('**Remove source** deletes it.');
    expect(read('user/getting-started/knowledge.mdx')).not.toContain('`characters`');
    expect(read('developer/api/chatbot/edit-chatbot-knowledge.mdx')).toContain("Every entry's `characters` count");
  });

  it('#4 Reports count a conversation that ended on the Limit message once, decided in config/facts.ts', () => {
    expect(limitReachedReports).toContain(
      'A conversation that ended on the **Limit message** counts in **Conversations** but not in **Answered by the chatbot**',
    );
    expect(limitReachedReports).toContain('**Unanswered questions** does not list the messages that got it');
    expect(limitReachedReportsShort).toContain('(/user/workspace/reports#what-each-report-shows)');
    expect(line('user/workspace/reports.mdx', '| **Answered by the chatbot** |')).toContain(
      'without a hand-off, the **Fallback message** or the **Limit message**',
    );
    expect(read('user/workspace/reports.mdx')).toContain('\n%LIMIT_REACHED_REPORTS%\n');
    expect(section('user/workspace/billing.mdx', '## When credits or a limit run out')).toContain(
      '\n%LIMIT_REACHED_REPORTS_SHORT%\n',
    );
  });
});
