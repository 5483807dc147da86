/**
 * Round 48: review 43 of the user guide, its pages ("split each page into Do it and Special cases; state each
 * repeated block once"). Each check fails on the text the review found.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {phoneSearch, restorePlanBringsBack, upgradeBringsBack} from '../config/facts';
import {ROOT, expand, line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';
const billing = 'user/workspace/billing.mdx';
const invoices = 'user/workspace/invoices-and-vat.mdx';
const deleteWorkspace = 'user/workspace/delete-workspace.mdx';
const livechat = 'user/getting-started/livechat.mdx';
const leads = 'user/chatbots/leads.mdx';
const intro = 'user/intro.mdx';

/** Every page of the user guide, its tokens written out. */
const userPages = (readdirSync(path.join(ROOT, 'user'), {recursive: true}) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `user/${file}`);
const pagesSaying = (text: string): string[] => userPages.filter((page) => expand(read(page)).includes(text));

describe('round 48: review 43 of the user guide', () => {
  it('#1 privacy Delete it is its steps; what a deletion does not reach and the copies are Special cases', () => {
    const deleteIt = section(privacy, '### Delete it');
    expect(deleteIt).not.toContain('<ConnectedServiceCopiesTable />');
    expect(deleteIt).not.toContain('%BACKUP_DAYS%');
    expect(deleteIt).not.toContain('%AI_PROVIDER_RETENTION_DAYS%');
    expect(deleteIt).not.toContain('already sent to other services');
    expect(deleteIt).not.toContain('%CONNECTED_COPIES_PAYMENT%');
    // At most four short paragraphs besides the steps: the precondition, the scope, the roles and one link.
    const paragraphs = deleteIt
      .trim()
      .split(/\n\n+/)
      .filter((block) => !/^\d+\. /.test(block));
    expect(paragraphs.length, paragraphs.join('\n---\n')).toBeLessThanOrEqual(4);
    expect(deleteIt).toMatch(/\n6\. [^\n]*\[Copies in other services\]\(#copies-elsewhere\)/);
    expect(deleteIt).toContain('[What a deletion does not reach](#not-reached)');
    const special = section(privacy, '## Special cases {/*#special-cases*/}');
    const copies = section(privacy, '### Copies in other services {/*#copies-elsewhere*/}');
    expect(special).toContain('### Copies in other services {/*#copies-elsewhere*/}');
    expect(special).toContain('### What a deletion does not reach {/*#not-reached*/}');
    expect(copies).toContain('<ConnectedServiceCopiesTable />');
    expect(copies).toContain('%CONNECTED_COPIES_PAYMENT%');
    expect(section(privacy, '### What a deletion does not reach {/*#not-reached*/}')).toContain('%BACKUP_DAYS%');
    // The pages that send readers to the list of services link the section that now holds it.
    for (const page of ['user/workspace/data-retention.mdx', deleteWorkspace])
      expect(read(page)).toContain('(./privacy.mdx#copies-elsewhere) lists each service');
  });

  it('#2 what an upgrade brings back is stated in billing only; invoices and the restore link its heading', () => {
    const upgradeSentence = 'An upgrade turns phone numbers, integrations, webhook endpoints and API keys back on';
    expect(upgradeBringsBack).toContain(upgradeSentence);
    expect(pagesSaying(upgradeSentence)).toEqual([billing]);
    expect(pagesSaying('selects **Reactivate** on each member (**Workspace settings → Team**)')).toEqual([billing]);
    const ownerLink = '[What happens to what no longer fits](./billing.mdx#over-the-new-plan)';
    expect(line(invoices, 'If a payment fails')).not.toContain('%UPGRADE_BRINGS_BACK%');
    expect(line(invoices, 'If a payment fails')).toContain(ownerLink);
    expect(restorePlanBringsBack).not.toContain('**Reactivate**');
    expect(restorePlanBringsBack).toContain(
      '[What happens to what no longer fits](/user/workspace/billing#over-the-new-plan)',
    );
    expect(line(deleteWorkspace, '1. Choose a plan again at once')).toContain('%RESTORE_PLAN_BRINGS_BACK%');
  });

  it('#2 the Closed-only export rule: data retention states it, the deletion pages give one sentence and one link', () => {
    expect(pagesSaying('The export holds **Closed** conversations only, while a deletion')).toEqual([
      'user/workspace/data-retention.mdx',
    ]);
    const text = line(deleteWorkspace, '%CONVERSATION_EXPORT_CLOSED_ONLY_SHORT%');
    expect(text).not.toContain('(./data-retention.mdx#keep-a-copy)');
    // Privacy's One chatbot is one line since review 49 (user #5): it links the full procedure, whose export step
    // gives the rule, instead of a shorter copy of it.
    expect(line(privacy, '- **One chatbot**')).toContain('(../chatbots/duplicate-or-delete.mdx#delete)');
    expect(read('user/chatbots/duplicate-or-delete.mdx')).toContain('%CONVERSATION_EXPORT_CLOSED_ONLY_SHORT%');
  });

  it('#2 the phone-number search rule: the leads page states it, live chat links Find a lead', () => {
    expect(line(leads, '3. To find one person')).toContain('%PHONE_SEARCH%');
    expect(pagesSaying(phoneSearch)).toEqual([leads]);
    const search = section(livechat, '## The agent workspace');
    expect(expand(search)).toContain('[Find a lead](/user/chatbots/leads#find-a-lead)');
    expect(expand(search)).toContain("A number typed inside a message's text is matched as text only");
  });

  it('#3 the intro tells an invited Agent where to start, before the Owner’s set-up steps', () => {
    const pathSection = section(intro, '## The path through this guide {/*#path*/}');
    const first = pathSection.trim().split('\n\n')[0];
    expect(first).toMatch(/^\*\*If you answer chats\*\*/);
    expect(first).toContain('(./getting-started/livechat.mdx)');
    expect(first).toContain('(./getting-started/app-download.mdx#install-the-mobile-app)');
    expect(first).toContain('(./getting-started/livechat.mdx#tools-in-the-message-box)');
  });

  it('#4 live chat says how to send, take over and close on the mobile app', () => {
    const takeOver = section(livechat, '## Take over and answer');
    const note = takeOver.split('\n\n').find((block) => block.startsWith('**On the mobile app**'));
    expect(note).toBeDefined();
    expect(note).toContain('send button');
    expect(note).toContain('**Take over** and **Close**');
    expect(note).toContain('(./app-download.mdx#which-app-does-what)');
    // The app page's table says the app answers, takes over and closes.
    expect(line('user/getting-started/app-download.mdx', '| Answer in the **Inbox**')).toMatch(
      /\*\*Take over\*\*, replies.*\*\*Close\*\* \| Yes \| Yes \|/,
    );
  });
});
