/**
 * The decisions of review round 35's open findings (user guide), checked in round 36: each stated once where it holds
 * (config/facts.ts or its owning page), and the other pages link to it.
 */
import {describe, expect, it} from 'vitest';
import {line, read, section} from './page-text';

const website = 'user/getting-started/website.mdx';
const cookies = 'user/workspace/cookies.mdx';

describe('user guide, review round 35 open findings', () => {
  it('#1 withdrawing consent needs no code with Google Tag Manager: a shutdown tag on the withdrawal trigger', () => {
    const withdraw = section(website, '#### Stop the chat when consent is withdrawn');
    expect(withdraw).toContain("<script>if (typeof Parley === 'function') Parley('shutdown');</script>");
    expect(withdraw).toContain('**Custom HTML**');
    expect(withdraw).toMatch(/trigger that fires when consent is withdrawn/);
    // What the reader sees after, as the SDK reference's shutdown says: the bubble and both storage entries go.
    expect(withdraw).toContain('removes the bubble, deletes both `parley.` entries from the browser');
    expect(withdraw).toContain('(/developer/javascript-sdk/reference#shutdown)');
    const sdk = section('developer/javascript-sdk/reference.mdx', '### shutdown');
    expect(sdk).toContain('the two storage keys');
    expect(sdk).toContain('**An open window is closed first**');
    expect(sdk).toContain('**A conversation in progress ends on the server**');
    // The cookies page, which owns consent, sends GTM users to the tag; the install note links it too.
    expect(line(cookies, '2. When a visitor withdraws consent')).toContain(
      '(../getting-started/website.mdx#withdraw-consent)',
    );
    expect(line(website, '**Cookie banner and consent.**')).toContain('(#withdraw-consent)');
    expect(read(website)).toContain('{/*#withdraw-consent*/}');
  });
});
