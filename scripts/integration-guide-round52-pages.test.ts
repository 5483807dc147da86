/**
 * Review 47 of the integration guide (round 52), its pages: the Activepieces route keeps the Events token that is
 * shown once, its Troubleshooting splits the dashboard's symptom from the chat's, the GoHighLevel guide says what a
 * thread is, and the landing page names every webhook endpoint and the one integration connected per workspace.
 */
import {describe, expect, it} from 'vitest';
import {ghlTeamReplyPause, ghlThread, googleSheetAccountScope} from '../config/facts';
import {expand, read, sectionIn as section} from './page-text';

const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const GHL = 'integration/ghl-chat-integration.mdx';
const LANDING = 'integration/index.mdx';

const rows = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('| '));
const steps = (text: string): string[] => text.split('\n').filter((line) => /^\d+\. /.test(line));

describe('#1: the Activepieces route says the Events token is shown once and where to keep it', () => {
  const flows = read(FLOWS);

  it('Connect step 4 keeps both values in the password manager and says how to replace a lost token', () => {
    const step = steps(section(flows, '### 2. Connect %PRODUCT_NAME% to it {/*#connect*/}'))[3];
    expect(step).not.toBe('4. Copy the **Events URL** and the **Events token**.');
    expect(step).toContain('into your password manager');
    expect(step).toContain('the token is shown once');
    expect(step).toContain('(#3-import-the-stripe-events-flow)');
    expect(step).toContain(
      '**Roll token** ([Integration settings](./custom-payment-integration.mdx#integration-settings))',
    );
    expect(flows).toMatch(/^### 3\. Import the Stripe events flow$/m);
  });

  it('Go live step 2 says the live chatbot’s token is shown once too', () => {
    const step = section(flows, '## Go live')
      .split('\n')
      .find((line) => line.startsWith('- Step 2, '))!;
    expect(step).toContain('through your password manager: its **Set up** shows the token once');
  });

  it('the page stays under its word cap', () => {
    expect(flows.split(/\s+/).length).toBeLessThan(3500);
  });
});

describe('#2: the Activepieces Troubleshooting splits the dashboard’s symptom from the chat’s', () => {
  const table = rows(section(read(FLOWS), '## Troubleshooting'));

  it('no symptom mixes Send test request and the chat', () => {
    for (const row of table) {
      const symptom = row.split(' | ')[0];
      expect(symptom.includes('**Send test request**') && symptom.includes("couldn't start"), row).toBe(false);
    }
    expect(table).toContain(
      '| **Send test request** shows status `200` with an empty body. | The **Checkout URL** does not end in `/sync`, so Activepieces answers before the flow finishes. | Add `/sync` to the Checkout URL. |',
    );
  });

  it('the chat’s symptom names both causes, once', () => {
    const chat = table.filter((row) => row.includes("couldn't start the payment"));
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatch(/^\| A run succeeded, but the chatbot says "I couldn't start the payment"\. \|/);
    expect(chat[0]).toContain('does not end in `/sync` (row above), or the run took longer than');
  });
});

describe('#3: the GoHighLevel guide says once what a thread is', () => {
  const page = read(GHL);
  const pauses = section(page, '### Pauses');

  it('a thread is the contact’s, across channels, next to the pause’s scope', () => {
    expect(ghlTeamReplyPause.scope).toBe('ghl-thread');
    expect(ghlThread).toContain("the contact's one conversation in GHL's **Conversations**");
    expect(ghlThread).toContain('a reply by SMS also pauses the chatbot for their WhatsApp');
    expect(expand('%GHL_THREAD%')).toBe(ghlThread);
    expect(pauses).toContain('each ends in its own way. %GHL_THREAD%');
    expect(page.split('%GHL_THREAD%')).toHaveLength(2);
  });

  it('the hours row and the test speak of the contact’s thread, not of one thread or one phone', () => {
    expect(pauses).not.toContain('That GHL thread only');
    expect(pauses).toContain("| None | The contact's GHL thread, for the hours");
    expect(page).not.toContain('for this phone');
    expect(page).toContain("silences the chatbot in this contact's thread for %GHL_PAUSE_MIN_HOURS% hour");
  });
});

describe('#4 and #5: the landing page names every webhook endpoint and the workspace’s Google account', () => {
  const landing = read(LANDING);

  it('step 2 of When something does not work lists Mailchimp’s endpoint, and calls none a route to your service', () => {
    const step = steps(section(landing, '## When something does not work'))[1];
    expect(step).not.toContain('webhook route to your own service');
    expect(step).toContain(
      "for a webhook endpoint (GoHighLevel method B, HubSpot, Mailchimp), the endpoint's **Recent deliveries**",
    );
    // Mailchimp's route does start at a webhook endpoint.
    expect(read('integration/mailchimp.mdx')).toContain('go to **Settings → Webhooks**, select **Add endpoint**');
  });

  it('Once per chatbot names the Google account, connected once per workspace', () => {
    const item = section(landing, '## Before you start any integration')
      .split('\n')
      .find((line) => line.startsWith('- **Once per chatbot**'))!;
    // Review 48 #2 (round 53): the fact is a fragment inside the sentence, not a sentence after a colon.
    expect(item).toContain(
      'The one exception is the Google account of [Google Sheet](./google-sheet.mdx#connect-the-sheet) sources, %GOOGLE_SHEET_ACCOUNT_SCOPE%.',
    );
    expect(googleSheetAccountScope).toContain('connected once per workspace');
  });
});

describe('#6 (part): the payment reference states the text-channel rule once', () => {
  const reference = read('integration/payment-reference.mdx');

  it('How the two messages fit together links the section that holds the rule', () => {
    const intro = section(reference, '## How the two messages fit together');
    expect(intro).not.toContain('%PAYMENT_ON_TEXT_CHANNELS_SHORT%');
    expect(intro).toContain(
      'The chat shows `payment_url` as its **Pay** button, or as a link where there is none ([On the text channels and the API](#on-text-channels)).',
    );
    expect(reference.split('%PAYMENT_ON_TEXT_CHANNELS%')).toHaveLength(2);
    expect(reference).toContain('## On the text channels and the API {/*#on-text-channels*/}');
    expect(reference).toContain('## Test and live {/*#test-and-live*/}');
  });
});
