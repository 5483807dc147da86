/**
 * Review round 39's quick fixes across areas: what cancelling a subscription keeps (user, HIGH), GoHighLevel contacts
 * after a chatbot's deletion, the glossary's flow links, the single-page-app module's setting names after
 * `configureChat`, and what `update` does to metadata.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cancelSubscriptionKeeps} from '../config/facts';
import {ROOT, read, expand} from './page-text';

describe('user: cancelling the plan says what the Free plan deletes', () => {
  it('billing#cancel states the decision, which names the history, the notice and an export', () => {
    expect(read('user/workspace/billing.mdx')).toContain('{/*#cancel*/}\n\n%CANCEL_SUBSCRIPTION_KEEPS%.\n');
    const text = expand('%CANCEL_SUBSCRIPTION_KEEPS%');
    expect(text).toMatch(/conversations older than its 30 days of history are deleted, at the earliest 14 days after/);
    expect(text).toContain('[Keep a copy](/user/workspace/data-retention#keep-a-copy)');
    expect(cancelSubscriptionKeeps).not.toMatch(/data stay/);
  });
  it('no user page promises that cancelling keeps the data', () => {
    for (const file of ['user/workspace/billing.mdx', 'user/workspace/delete-workspace.mdx']) {
      expect(read(file), file).not.toMatch(/and data stay|keep your data/);
    }
    expect(read('user/workspace/delete-workspace.mdx')).toContain('whose shorter history deletes older conversations');
  });
});

describe('user: a deleted chatbot leaves GoHighLevel contacts', () => {
  it('privacy#delete-everything does not label a link "HubSpot and GoHighLevel contacts"', () => {
    const page = read('user/workspace/privacy.mdx');
    expect(page).not.toContain('[HubSpot and GoHighLevel contacts]');
    expect(page).toContain('GoHighLevel keeps its contacts until you delete them there');
  });
  it('the glossary labels its flow-reference links with that page’s title', () => {
    const rows = read('user/glossary.mdx')
      .split('\n')
      .filter((line) => line.includes('flow-reference'));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).not.toMatch(/\[Build a conversation flow\]\([^)]*flow-reference/);
  });
});

describe('SDK: the module is set up with configureChat, and update replaces metadata', () => {
  const pages = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `${dir}/${file}`);
  it('no developer or user page names the module’s old upper-case constants', () => {
    for (const file of [...pages('developer'), ...pages('user')]) {
      expect(read(file), file).not.toMatch(/`(ME_URL|TOKEN_ROUTES|HIDDEN_ROUTES|BASE_PATH|CHATBOT_ID)`/);
    }
  });
  it('the reference says update’s metadata replaces the whole metadata', () => {
    const update = read('developer/javascript-sdk/reference.mdx').split('### update')[1].split('\n### ')[0];
    expect(update).toContain("**`metadata` replaces the session's whole metadata**");
  });
});
