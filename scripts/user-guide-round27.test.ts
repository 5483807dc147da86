/**
 * The decisions of review round 27 of issue 45 (user guide): each stated once where it holds (config/facts.ts or the
 * page), and the pages that repeat the point agree with it.
 */
import {describe, expect, it} from 'vitest';
import {formatDays, googleVoice, googleVoiceForwardingCheck, ownerTwoStepResetWaitDays} from '../config/facts';
import {expand, line, read, section} from './page-text';

const security = 'user/workspace/security.mdx';
const reference = 'user/chatbots/settings-reference.mdx';

describe('user guide, review round 27', () => {
  it('Google Voice: the forwarding address takes only mail Google Voice signed, forwarded by the connected account', () => {
    // Review 33 #1 (high): SPF and DKIM "for Google's own domain" would pass any Gmail user's forged text, and an address
    // made from the public chatbot ID could be guessed.
    const page = read('user/getting-started/google-voice.mdx');
    expect(page).toContain('%GOOGLE_VOICE_FORWARDING_CHECK%');
    expect(page).not.toMatch(/bot-[a-z0-9]+@/);
    expect(googleVoiceForwardingCheck).toContain('forwarded from the Google account you connected');
    expect(googleVoiceForwardingCheck).toContain('DKIM signature of `txt.voice.google.com`');
    expect(googleVoiceForwardingCheck).not.toContain("Google's own domain");
    // Review 34 #2: Gmail's forwarding confirmation (step 3.2) is the one exception, named with its bounds.
    expect(googleVoiceForwardingCheck).toContain(
      "The one exception is Gmail's forwarding confirmation from `forwarding-noreply@google.com` with a valid `google.com` DKIM signature",
    );
    expect(googleVoiceForwardingCheck).toContain('accepted only while the set-up waits for it');
    expect(googleVoiceForwardingCheck).toContain('never as a conversation');
    expect(page).toMatch(/Gmail sends a confirmation code to that address[^\n]*\*\*Gmail confirmation code\*\*/);
    expect(googleVoice.forwardingAddressExample).toMatch(/^gv-[a-z0-9]{16}@/);
    expect(googleVoice.forwardingAddressExample.endsWith(`@${googleVoice.forwardingDomain}`)).toBe(true);
  });

  it('billing names the Messages limit as the cap on spend, and Allowed domains as no cap', () => {
    const row = line('user/workspace/billing.mdx', '| Credits run out faster than expected. |');
    expect(row).toContain(
      '[**Messages limit**](../chatbots/settings-reference.mdx#limits): it caps what the chatbot spends',
    );
    expect(row).toContain('**Allowed domains** only keeps the bubble off other sites');
  });

  it('security lists Sessions with Sign out per device and Sign out everywhere else, once in the user guide', () => {
    const sessions = section(security, '## Sign out a lost device {/*#sessions*/}');
    expect(sessions).toContain('Under **Sessions**');
    expect(sessions).toContain('Select **Sign out** on it, or **Sign out everywhere else**');
    expect(sessions).toContain('Changing your password also signs out every other session.');
    expect(line(security, '| You lost the phone with the authenticator app. |')).toContain(
      '[sign the lost one out](#sessions)',
    );
  });

  it('the failed-card move to Free links to the billing table that says what pauses', () => {
    // Review 28 #1 replaced round 27's three bullets by a link to billing's table; review 29 #1 (round 29's test)
    // says which conversations are deleted.
    // Review 40 #2 (round 44's test): the sentence is `failedPaymentToFree` in config/facts.ts.
    const text = expand(line('user/workspace/invoices-and-vat.mdx', 'If a payment fails'));
    expect(text).toContain('the workspace moves to the Free plan');
    expect(text).toContain('[What happens to what no longer fits](/user/workspace/billing#over-the-new-plan)');
    expect(text).toContain('Choose a plan again in **Change plan**');
    expect(text).not.toContain('no longer answers from it');
  });

  it("the settings reference's test asks for the lead right after the first answer, as the setup guide's does", () => {
    const steps = section(reference, '## Test your settings')
      .split('\n')
      .filter((text) => /^\d\. /.test(text));
    expect(steps[1]).toMatch(/^2\. Ask a question your knowledge answers/);
    expect(steps[2]).toMatch(
      /^3\. %PREVIEW_LEAD_CRM_FIRST% After that first answer, the chatbot asks for contact details/,
    );
    expect(steps[2]).toContain('%TEST_LEAD_EMAIL%');
    expect(steps.at(-1)).toBe('6. %TEST_LEAD_DELETE%');
  });

  it('Show sources names a file and its page or section, without a download, in the reference and guides', () => {
    expect(line(reference, '**Show sources** lists a web page')).toContain(
      'a file as its name and the page or section of the passage (visitors cannot download the file)',
    );
    expect(read('user/getting-started/knowledge.mdx')).not.toContain('The answer shows links to the pages');
    expect(line('user/glossary.mdx', '| Source |')).toContain('**Show sources** lists the sources');
  });

  it("an Owner's two-step reset: another Owner at once, support after a wait any Owner or Admin can cancel; logged", () => {
    const lost = expand(section(security, '### Lost phone and no recovery codes {/*#lost-recovery-codes*/}'));
    expect(lost).toContain('- **An Owner** (another Owner, if you are one) selects **Reset two-step verification**');
    expect(lost).toContain('- **If you are the only Owner**, write to');
    expect(lost).toContain(`The reset then waits ${formatDays(ownerTwoStepResetWaitDays)}: a notice goes at once`);
    expect(lost).toContain('any of them can cancel it with its link.');
    expect(lost).toContain('every Owner gets an email, the [audit log](./audit-log.mdx#what-is-recorded) records');
    expect(line('user/workspace/audit-log.mdx', '| **Security** |')).toContain(
      'or support resets it for the only Owner',
    );
  });

  it('lows: knowledge refused at save, Safari storage, roles rows, no repeated service list', () => {
    expect(line('user/getting-started/knowledge.mdx', 'Each source in the **Knowledge** tab')).toContain(
      'A Q&A pair or **Text** source that would take the total over the limit is refused when you select **Save**.',
    );
    expect(expand(line('user/workspace/cookies.mdx', '| `parley.<chatbot ID>.visitor` | Local storage |'))).toContain(
      '(Safari clears it after 7 days without a visit)',
    );
    const roles = section('user/workspace/team.mdx', '## Roles')
      .split('\n')
      .filter((text) => text.startsWith('| ') && !text.startsWith('| Task') && !text.startsWith('| ---'));
    for (const row of roles) expect(row, row).not.toMatch(/^\| \*\*Workspace settings/);
    expect(line('user/workspace/team.mdx', "| Reset a member's two-step verification")).toMatch(
      /\| Yes \| No \| No \|$/,
    );
    for (const file of ['user/workspace/data-retention.mdx', 'user/workspace/delete-workspace.mdx']) {
      expect(read(file), file).not.toContain('%CONNECTED_SERVICE_HOLDINGS%');
    }
  });
});
