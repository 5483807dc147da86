/**
 * The webhook lab's model: a documented event's payload, signed with the reader's own secret exactly as the
 * platform signs it (the site's one signing scheme, ../ApiReference/signature.ts), and the one `curl` command that
 * posts it to the reader's local server. Pure but for the HMAC (Web Crypto, in the page and in Node); tested in
 * lab-model.test.ts and, against the webhook servers of the pages, in scripts/samples/webhook-lab.samples.ts.
 */
import type {LabData, LabEvent} from '../../api-model';
import {shellQuote, signatureHeader} from '../ApiReference/signature';

export type SignedDelivery = {
  /** The exact bytes signed and sent. */
  body: string;
  headers: Array<[string, string]>;
  /** One command: `curl` with each header as `-H '…'` and the body as `--data '…'`. */
  command: string;
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh ID like the platform's (`evt_` and ten letters or digits), so each new delivery is a new event. */
export function freshId(
  prefix: string,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
) {
  return prefix + [...random(10)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** The example payload with a fresh `id` of the same kind, pretty-printed for editing. */
export function startingPayload(event: LabEvent, random?: (n: number) => Uint8Array): string {
  const example = structuredClone(event.example) as Record<string, unknown>;
  const prefix = typeof example.id === 'string' ? /^[a-z]+_/.exec(example.id)?.[0] : undefined;
  if (prefix) example.id = freshId(prefix, random);
  return JSON.stringify(example, null, 2);
}

/** A local address the reader's terminal posts to, or what is wrong with it: the lab never posts anywhere itself. */
export function urlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full address, like http://localhost:3000/webhooks/parley.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Use an http:// or https:// address.';
  if (!['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) {
    return 'Use your local server (localhost or 127.0.0.1): test against your own machine, then deploy.';
  }
  return undefined;
}

/** The payload as the bytes the platform sends: compact JSON, as deliveries are. */
export function bodyOf(payload: string): string {
  return JSON.stringify(JSON.parse(payload));
}

/** Signs a payload with the reader's secret at `timestamp` and writes the command that posts it. */
export async function signDelivery(options: {
  event: LabEvent;
  payload: string;
  secret: string;
  timestamp: number;
  url: string;
}): Promise<SignedDelivery> {
  const {event, payload, secret, timestamp, url} = options;
  const body = bodyOf(payload);
  const id = (JSON.parse(body) as {id?: unknown}).id;
  const headers: Array<[string, string]> = [['Content-Type', 'application/json']];
  if (event.eventIdHeader && typeof id === 'string') headers.push([event.eventIdHeader, id]);
  headers.push([event.signatureHeader, await signatureHeader(timestamp, body, [secret])]);
  const command = [
    `curl -i ${shellQuote(url)}`,
    ...headers.map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`),
    `--data ${shellQuote(body)}`,
  ].join(' \\\n  ');
  return {body, headers, command};
}

const UNIT_SECONDS: Record<string, number> = {minute: 60, hour: 3600, day: 86400};

/** "5 minutes" → 300. */
export function delaySeconds(delay: string): number {
  const match = /^(\d+)\s+(minute|hour|day)s?$/.exec(delay.trim());
  if (!match) throw new Error(`Unknown retry delay "${delay}": write it as "<n> minutes", "<n> hours" or "<n> days".`);
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

/** Every attempt of a delivery that keeps failing: its number, the wait before it, and the time since the first. */
export function retrySchedule(data: Pick<LabData, 'retryDelays' | 'attempts'>) {
  let elapsed = 0;
  const rows = [{attempt: 1, wait: 'none: the first attempt', elapsedSeconds: 0}];
  data.retryDelays.forEach((delay, index) => {
    elapsed += delaySeconds(delay);
    rows.push({attempt: index + 2, wait: delay, elapsedSeconds: elapsed});
  });
  return rows;
}
