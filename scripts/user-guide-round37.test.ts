/**
 * The decisions of review round 36's findings (user guide), checked in round 37: each stated once where it holds
 * (config/facts.ts or its owning page), and the other pages link to it.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dataStoredWhere, settingsRoles, subProcessors} from '../config/facts';
import {ROOT, expand, line, read, section} from './page-text';

const pagesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${dir}/${file}`);
const allPages = ['user', 'developer', 'integration'].flatMap(pagesUnder);

describe('user guide, review round 36 findings', () => {
  it("#1 where data is stored: at rest in the region, plus the sub-processors' copies, from one token", () => {
    expect(dataStoredWhere).toContain('stored only in its data region');
    expect(dataStoredWhere).toContain('keep a copy for a limited time');
    expect(dataStoredWhere).toContain('(/user/workspace/security-and-compliance#leaves-the-region)');
    // The copies it promises are real: sub-processors outside the region keep some for days.
    expect(subProcessors.some((row) => row.flow !== null && /Up to \d+ days/.test(row.kept))).toBe(true);
    for (const file of [
      'user/getting-started/app-download.mdx',
      'user/workspace/privacy.mdx',
      'user/workspace/data-retention.mdx',
    ]) {
      expect(read(file), file).toContain('%DATA_STORED_WHERE%');
    }
    for (const file of allPages) {
      expect(expand(read(file)), file).not.toMatch(/only there|never leaves/i);
    }
  });

  it('#2 the Roles table has a row for each sign-in and compliance setting, with the roles of settingsRoles', () => {
    const rowStarts: Record<keyof typeof settingsRoles, string> = {
      requireTwoStep: '| Require two-step verification',
      turnOffApps: '| Turn off the mobile and desktop apps',
      singleSignOn: '| Set up and require [single sign-on]',
      auditLog: '| See and export the [audit log]',
      legal: '| Download the data processing agreement (**Workspace settings → Legal**',
    };
    for (const [setting, start] of Object.entries(rowStarts) as Array<[keyof typeof settingsRoles, string]>) {
      const cells = line('user/workspace/team.mdx', start)
        .split('|')
        .slice(-4, -1)
        .map((cell) => cell.trim());
      const allowed = ['Owner', 'Admin', 'Agent'].filter((_, index) => cells[index].startsWith('Yes'));
      expect(allowed, setting).toEqual([...settingsRoles[setting]]);
    }
    // The owning pages say the same roles.
    expect(line('user/workspace/security.mdx', 'Workspace settings → Security**.')).toContain('As an Owner');
    expect(line('user/workspace/security.mdx', 'turn off the mobile and desktop apps')).toContain('an Owner can');
    expect(read('user/workspace/single-sign-on.mdx')).toContain('and the **Owner** role.');
    expect(line('user/workspace/audit-log.mdx', 'Go to **Workspace settings → Audit log**')).toContain(
      'Only Owners and Admins see it.',
    );
    expect(
      line('user/workspace/security-and-compliance.mdx', '| **Workspace settings → Legal** is missing.'),
    ).toContain('Only Owners see it.');
    // Round 48 (review 43 #1): the scope is %REQUIRE_TWO_STEP_SCOPE%, not "everyone".
    expect(line('user/workspace/team.mdx', 'requires two-step verification %REQUIRE_TWO_STEP_SCOPE%')).toMatch(
      /^- In \*\*Workspace settings → Security\*\*, an Owner /,
    );
  });

  it('#3 the worked flow is built in order: no step connects to a block a later step adds, every Skip is wired', () => {
    const page = 'user/getting-started/flow-builder.mdx';
    const build = section(page, '### Build the flow');
    const steps = build.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));
    // Review 46 #2: Publish left the build steps for its own section, after the test.
    // Review 48 user #9: the optional known-lead steps left for their own section, after Publish.
    expect(steps).toHaveLength(11);
    steps.forEach((step, index) => {
      for (const match of step.matchAll(/step (\d+)/g)) expect(Number(match[1]), step).toBeLessThan(index + 1);
    });
    // The straight path first: each block is connected from the one before it.
    expect(steps[2]).toContain('Connect the **Trigger** to it.');
    expect(steps[3]).toContain('Connect the **Message** to it.');
    // Review 45 #4: the name question is Text, whose Skip path is never used.
    expect(steps[4]).toContain("Connect the name question's answer output to it.");
    for (const [index, question] of [
      [5, 'email'],
      [6, 'company-size'],
    ] as const) {
      expect(steps[index]).toContain(`Connect the ${question} question's answer and **Skip** outputs to it.`);
    }
    expect(steps[7]).toContain('Connect **Save lead** to it.');
    // The optional known-lead condition comes last, and goes between the message and the name question.
    const variation = section(page, '### Variation: skip questions for customers you know {/*#skip-known-customers*/}');
    expect(variation).toContain(
      '2. Connect the **Message** of step 3 of [Build the flow](#build-the-flow) to this **Condition**, in place of the name question.',
    );
    expect(variation).toContain('Leave the flow as it is.');
    expect(section(page, '### Before you start')).toContain('](#skip-known-customers)');
    // The picture draws the same order.
    const diagram = read('user/getting-started/_QualifyFlowDiagram.tsx');
    expect(diagram).toMatch(/Trigger on pricing or demo intent, then a message, then questions for name and email/);
    expect(diagram).toMatch(/each answer \(and the email and size\s+questions' Skip\) going on to the next block/);
  });

  it('#4 user pages give the effect of an API or webhook code, with the code at most once, in a symptom', () => {
    // website.mdx and cookies.mdx are another helper's this round.
    const userPages = pagesUnder('user').filter((file) => !/website\.mdx|cookies\.mdx/.test(file));
    const counts: Record<string, number> = {};
    for (const file of userPages) {
      const text = read(file);
      expect(text, file).not.toMatch(
        /403 plan_required|payment_integration_inactive|`lead\.deleted`|`conversation\.deleted`/,
      );
      counts.invalidKey = (counts.invalidKey ?? 0) + (text.match(/invalid_api_key/g) ?? []).length;
    }
    expect(counts.invalidKey).toBe(1);
    expect(line('user/workspace/delete-workspace.mdx', "your integration's API calls fail")).toContain(
      '(`401 invalid_api_key`)',
    );
    expect(line('user/workspace/billing.mdx', '- **Webhook endpoints and API keys')).toContain(
      'API calls with your keys stop working ([the error they get](/developer/api/errors#error-codes))',
    );
    expect(
      section('user/workspace/billing.mdx', '### Payment subscriptions after a downgrade {/*#payment-subscriptions*/}'),
    ).toContain("your payment provider's updates, such as renewals and cancellations, no longer reach");
    // The codes live at their owners.
    expect(read('integration/payment-reference.mdx')).toContain('`payment_integration_inactive`');
    expect(read('developer/webhook/lead.mdx')).toContain('`lead.deleted`');
  });

  it('#6 each privacy step is one action and its result; the exceptions follow the steps', () => {
    const privacy = 'user/workspace/privacy.mdx';
    const find = section(privacy, '### Find everything about one customer');
    const deleteIt = section(privacy, '### Delete it');
    for (const steps of [find, deleteIt]) {
      for (const step of steps.split('\n').filter((text) => /^\d+\. /.test(text))) {
        expect(step.length, step).toBeLessThanOrEqual(260);
        expect(step, step).not.toMatch(/whether the lead was|It works on an open conversation/);
      }
    }
    // Review 42 #1: the exceptions are special cases at the end of the page, linked from the steps.
    expect(find).toContain("[A lead with someone else's address](#lead-of-someone-else)");
    expect(find).toContain('[What the Inbox search finds](#what-the-inbox-search-finds)');
    expect(deleteIt).toMatch(/\n5\. Search the \*\*Inbox\*\* again/);
  });
});
