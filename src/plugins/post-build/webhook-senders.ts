/**
 * Step 1c: `files/webhook-senders.json`, the webhook sender addresses for automation (firewall scripts, allow lists),
 * made from config/webhook-senders.ts at every build, so that it never differs from the table on
 * developer/webhook/trigger-ip.mdx. There is no copy of it in static/: this step is its only writer.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {webhookSenders} from '../../../config/webhook-senders';
import type {PipelineInput} from './types';

/** The file below the build folder, and the link developer/webhook/trigger-ip.mdx gives it. */
export const WEBHOOK_SENDERS_FILE = 'files/webhook-senders.json';

/** The document: every sender (address in CIDR form, location, first day it sends), oldest first. */
export const webhookSendersDocument = () => ({
  senders: webhookSenders.map(({address, location, since}) => ({address, location, since})),
});

export async function writeWebhookSenders({outDir}: Pick<PipelineInput, 'outDir'>): Promise<string> {
  const file = path.join(outDir, WEBHOOK_SENDERS_FILE);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, `${JSON.stringify(webhookSendersDocument(), null, 2)}\n`);
  return `${WEBHOOK_SENDERS_FILE}, ${webhookSenders.length} senders`;
}
