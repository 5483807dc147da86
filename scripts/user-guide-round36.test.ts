/**
 * The decisions of review round 35's open findings (user guide), checked in round 36: each stated once where it holds
 * (config/facts.ts or its owning page), and the other pages link to it.
 */
import {describe, expect, it} from 'vitest';
import {emailsCustomerData, notifyTeamEmailSummary, subProcessors} from '../config/facts';
import {line, read, section} from './page-text';

const website = 'user/getting-started/website.mdx';
const cookies = 'user/workspace/cookies.mdx';

describe('user guide, review round 35 open findings', () => {
  it('#1 withdrawing consent needs no code with Google Tag Manager: a shutdown tag on the withdrawal trigger', () => {
    const withdraw = section(website, '#### Stop the chat when consent is withdrawn');
    // Review 48 SDK #1: a page-swap site's parley-page-user.js withdraws, or it boots the next swap again.
    expect(withdraw).toContain(
      "if (window.parleyPageUser && window.parleyPageUser.withdraw) window.parleyPageUser.withdraw();\n     else if (typeof Parley === 'function') Parley('shutdown');",
    );
    expect(withdraw).toContain('**Custom HTML**');
    expect(withdraw).toMatch(/trigger that fires when consent is withdrawn/);
    // What the reader sees after, as the SDK reference's shutdown says: the bubble and both storage entries go.
    expect(withdraw).toContain('removes the bubble, deletes both `parley.` entries from the browser');
    expect(withdraw).toContain('(/developer/javascript-sdk/reference#shutdown)');
    const sdk = section('developer/javascript-sdk/reference.mdx', '### shutdown');
    expect(sdk).toContain('the two storage keys');
    expect(sdk).toContain('| An open window | It is closed first.');
    expect(sdk).toContain('| A conversation in progress | It ends on the server');
    // The cookies page, which owns consent, sends GTM users to the tag; the install note links it too.
    expect(line(cookies, '2. When a visitor withdraws consent')).toContain(
      '(../getting-started/website.mdx#withdraw-consent)',
    );
    expect(line(website, '**Cookie banner and consent.**')).toContain('(#withdraw-consent)');
    expect(read(website)).toContain('{/*#withdraw-consent*/}');
  });

  it('#5 the notifications page says which emails carry customer data; privacy links to it', () => {
    expect(emailsCustomerData).toMatch(/^Only a flow's \*\*Notify team\*\* email carries customer data/);
    expect(emailsCustomerData).toContain('the daily summary gives figures only');
    expect(emailsCustomerData).toContain('Hand-off, message, mention and new-lead notifications are never emailed');
    // What Notify team holds agrees with its own fact and with the email provider's row of the sub-processors.
    for (const part of ["the lead's name, email and phone", 'the last messages']) {
      expect(notifyTeamEmailSummary).toContain(part);
      expect(emailsCustomerData).toContain(part);
    }
    expect(subProcessors.find((row) => row.name === 'Postmark')?.purpose).toContain(
      "Notify team emails (the lead's details and the last messages)",
    );
    const notifications = 'user/workspace/notifications.mdx';
    expect(section(notifications, '### Customer data in emails {/*#customer-data-in-emails*/}').trim()).toBe(
      '%EMAILS_CUSTOMER_DATA%',
    );
    expect(line(notifications, '| Daily summary email |')).toContain("the number of yesterday's conversations");
    const copies = line('user/workspace/privacy.mdx', '- In emails:');
    expect(copies).toContain('no other email carries customer data');
    expect(copies).toContain('(./notifications.mdx#customer-data-in-emails)');
    expect(copies).not.toContain('the notification emails your team got');
  });

  it("#6 each node of the region diagram is a flow of the sub-processors' table, with the sub-processors that carry it", () => {
    const page = read('user/workspace/security-and-compliance.mdx');
    const diagram = page.slice(page.indexOf('```mermaid'), page.indexOf('```', page.indexOf('```mermaid') + 3));
    const labels = [...diagram.matchAll(/\w+\["([^"]+)"\]/g)].map((match) => match[1]);
    const flows = [...new Set(subProcessors.flatMap((row) => (row.flow === null ? [] : [row.flow])))];
    for (const flow of flows) {
      const names = [...new Set(subProcessors.filter((row) => row.flow === flow).map((row) => row.name))];
      expect(labels, flow).toContain(`${flow} (${names.join(', ')})`);
    }
    const inbound = subProcessors.find((row) => row.inbound);
    expect(inbound?.purpose).toMatch(/^Receives the Google Voice texts Gmail forwards/);
    expect(inbound?.flow).toBe('Google Voice texts that Gmail forwards, received in the EU');
    expect(diagram).not.toContain('on their way in');
  });
});
