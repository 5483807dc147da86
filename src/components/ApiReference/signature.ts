/**
 * The webhook signature scheme, as developer/webhook/conversation.mdx and openapi/openapi.yaml describe it, for
 * the signature checker (./SignatureChecker.tsx). Pure and unit-tested (signature.test.ts); the HMAC comes from
 * Web Crypto, in the page: nothing is sent anywhere.
 *
 * - The header is `t=<Unix time>,v1=<hex HMAC-SHA256>`, with one `v1` per active secret while a secret rolls.
 * - `v1` is the hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the endpoint's signing secret (the whole
 *   `whsec_…` string, as UTF-8).
 * - A delivery is valid when a `v1` matches and `t` is at most the tolerance (5 minutes) from the clock.
 */
import type {CheckerData} from '../../api-model';

type ParsedHeader = {timestamp: number; signatures: string[]; ignored: string[]};

type HeaderProblem = {ok: false; problem: string};

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** Reads the header the way the page's servers do, and says in words what is wrong with a malformed one. */
export function parseSignatureHeader(input: string, headerName = 'Parley-Signature'): ParsedHeader | HeaderProblem {
  let text = input.trim();
  // Pasted with its name (`Parley-Signature: t=…`): the value is what counts.
  const named = new RegExp(`^${headerName.replace(/[-]/g, '\\-')}\\s*:\\s*`, 'i');
  text = text.replace(named, '');
  if (text === '') {
    return {ok: false, problem: `The header is empty. Paste the value of ${headerName}: t=…,v1=….`};
  }
  const parts = text.split(',').map((part) => part.trim());
  const timestamps: string[] = [];
  const signatures: string[] = [];
  const ignored: string[] = [];
  for (const [index, part] of parts.entries()) {
    const equals = part.indexOf('=');
    if (equals <= 0) {
      return {ok: false, problem: `Part ${index + 1} of the header, “${part}”, is not key=value.`};
    }
    const key = part.slice(0, equals);
    const value = part.slice(equals + 1);
    if (key === 't') timestamps.push(value);
    else if (key === 'v1') signatures.push(value);
    else ignored.push(key);
  }
  if (timestamps.length === 0) return {ok: false, problem: 'The header has no t= (the time of signing).'};
  if (timestamps.length > 1) return {ok: false, problem: 'The header has more than one t=.'};
  const t = timestamps[0]!;
  if (!/^\d+$/.test(t)) {
    return {ok: false, problem: `t= must be a whole number of seconds since 1970 (Unix time); it is “${t}”.`};
  }
  if (t.length >= 13) {
    return {ok: false, problem: `t=${t} looks like milliseconds; the header carries seconds (${t.slice(0, -3)}).`};
  }
  if (signatures.length === 0) return {ok: false, problem: 'The header has no v1= signature.'};
  const bad = signatures.findIndex((signature) => !HEX_SIGNATURE.test(signature));
  if (bad >= 0) {
    const which = signatures.length > 1 ? `v1= number ${bad + 1}` : 'v1=';
    return {
      ok: false,
      problem: `${which} is not 64 hexadecimal characters (it has ${signatures[bad]!.length}): a HMAC-SHA256 in hex is.`,
    };
  }
  return {timestamp: Number(t), signatures: signatures.map((signature) => signature.toLowerCase()), ignored};
}

/**
 * The bytes the platform signs: `<t>.<raw body>`. Every signer of the site builds them here: the signature checker,
 * the webhook lab, and the test signer the webhook servers of the pages are run against (scripts/samples).
 */
export const signedPayload = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/** The header's value: `t=<Unix time>`, then one `v1=` per secret that signed (two while a secret rolls). */
export const signatureHeaderValue = (timestamp: number, signatures: string[]): string =>
  [`t=${timestamp}`, ...signatures.map((signature) => `v1=${signature}`)].join(',');

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The `v1` for a timestamp, a raw body and a secret: hex HMAC-SHA256 of `<t>.<body>`. */
export async function sign(timestamp: number, body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(signedPayload(timestamp, body))));
}

/** The whole `Parley-Signature` value for a body signed with each secret at `timestamp`. */
export async function signatureHeader(timestamp: number, body: string, secrets: string[]): Promise<string> {
  return signatureHeaderValue(timestamp, await Promise.all(secrets.map((secret) => sign(timestamp, body, secret))));
}

/** "7 min 12 s", "2 h 5 min", "40 s". */
export function duration(seconds: number): string {
  const s = Math.round(Math.abs(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  if (s < 86400)
    return `${Math.floor(s / 3600)} h${Math.floor((s % 3600) / 60) ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
  const days = Math.floor(s / 86400);
  return `${days} ${days === 1 ? 'day' : 'days'}${Math.floor((s % 86400) / 3600) ? ` ${Math.floor((s % 86400) / 3600)} h` : ''}`;
}

export type Step = {name: 'header' | 'signature' | 'timestamp'; status: 'pass' | 'fail' | 'skipped'; detail: string};

export type Verdict = {
  valid: boolean;
  /** One sentence: valid, or the first step that fails. */
  summary: string;
  steps: Step[];
  /** The `v1` the body and secret give for the header's `t` (or for `now`, when the header has none). */
  expected?: string;
  expectedFor?: number;
};

/**
 * Variants of a body and a secret that frameworks and copy-paste commonly produce: when one of them matches, the
 * verdict says which, so the reader knows what changed the bytes.
 */
function variants(body: string, secret: string): Array<{body: string; secret: string; what: string}> {
  const out: Array<{body: string; secret: string; what: string}> = [];
  const add = (nextBody: string, nextSecret: string, what: string) => {
    if (
      (nextBody !== body || nextSecret !== secret) &&
      !out.some((v) => v.body === nextBody && v.secret === nextSecret)
    ) {
      out.push({body: nextBody, secret: nextSecret, what});
    }
  };
  add(body.replace(/\r?\n$/, ''), secret, 'the body without its final line break: something added one');
  add(`${body}\n`, secret, 'the body with a final line break: something removed it');
  add(body.replace(/\r\n/g, '\n'), secret, 'the body with Unix line breaks (LF, not CRLF)');
  add(body.trim(), secret, 'the body without the spaces around it');
  try {
    add(JSON.stringify(JSON.parse(body)), secret, 'the body as compact JSON: it was parsed and written again');
  } catch {
    // Not JSON: no such variant.
  }
  add(body, secret.trim(), 'the secret without the spaces around it');
  if (!secret.startsWith('whsec_')) add(body, `whsec_${secret}`, 'the secret with its whsec_ prefix');
  else add(body, secret.slice('whsec_'.length), 'the secret without its whsec_ prefix');
  return out;
}

/** Checks a delivery step by step, as a server following the page does, and says which step fails. */
export async function verify(
  input: {body: string; header: string; secret: string},
  data: Pick<CheckerData, 'header' | 'toleranceSeconds'>,
  nowSeconds: number,
): Promise<Verdict> {
  const parsed = parseSignatureHeader(input.header, data.header);
  const steps: Step[] = [];
  const expectedFor = 'ok' in parsed ? Math.floor(nowSeconds) : parsed.timestamp;
  const expected = input.secret ? await sign(expectedFor, input.body, input.secret) : undefined;
  if ('ok' in parsed) {
    steps.push({name: 'header', status: 'fail', detail: parsed.problem});
    steps.push({name: 'signature', status: 'skipped', detail: 'Not checked: the header must be read first.'});
    steps.push({name: 'timestamp', status: 'skipped', detail: 'Not checked: the header must be read first.'});
    return {valid: false, summary: `Malformed header. ${parsed.problem}`, steps, expected, expectedFor};
  }
  const ignored = parsed.ignored.length ? ` Ignored: ${parsed.ignored.join(', ')}.` : '';
  steps.push({
    name: 'header',
    status: 'pass',
    detail: `Read t=${parsed.timestamp} and ${parsed.signatures.length} v1 ${parsed.signatures.length === 1 ? 'signature' : 'signatures'}.${ignored}`,
  });
  const skew = nowSeconds - parsed.timestamp;
  const timestampStep: Step =
    Math.abs(skew) > data.toleranceSeconds
      ? {
          name: 'timestamp',
          status: 'fail',
          detail:
            `t is ${duration(skew)} ${skew > 0 ? 'before' : 'after'} your clock: outside the ` +
            `${duration(data.toleranceSeconds)} tolerance, so a server following the guide rejects it as a possible replay.`,
        }
      : {
          name: 'timestamp',
          status: 'pass',
          detail: `t is ${duration(skew)} ${skew >= 0 ? 'before' : 'after'} your clock, within the ${duration(data.toleranceSeconds)} tolerance.`,
        };
  if (!input.secret) {
    steps.push({
      name: 'signature',
      status: 'fail',
      detail: 'Paste the endpoint’s signing secret to check the signature.',
    });
    steps.push(timestampStep);
    return {valid: false, summary: 'Paste the signing secret: without it the signature cannot be checked.', steps};
  }
  const match = parsed.signatures.indexOf(expected!);
  if (match < 0) {
    let hint = '';
    for (const variant of variants(input.body, input.secret)) {
      if (parsed.signatures.includes(await sign(parsed.timestamp, variant.body, variant.secret))) {
        hint = ` It matches with ${variant.what}.`;
        break;
      }
    }
    const detail = `No v1 matches: the body or the secret differs from what was signed.${hint}`;
    steps.push({name: 'signature', status: 'fail', detail});
    steps.push(timestampStep);
    return {valid: false, summary: detail, steps, expected, expectedFor};
  }
  steps.push({
    name: 'signature',
    status: 'pass',
    detail:
      parsed.signatures.length > 1
        ? `v1 number ${match + 1} of ${parsed.signatures.length} matches the body and the secret.`
        : 'v1 matches the body and the secret.',
  });
  steps.push(timestampStep);
  if (timestampStep.status === 'fail') {
    return {
      valid: false,
      summary: `The signature is right, but the timestamp is outside the tolerance: ${timestampStep.detail}`,
      steps,
      expected,
      expectedFor,
    };
  }
  return {
    valid: true,
    summary: `Valid: the signature matches and the timestamp is ${duration(skew)} from your clock.`,
    steps,
    expected,
    expectedFor,
  };
}

/** A word for a POSIX shell, in single quotes (a `'` inside becomes `'\''`). */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A `curl` command that sends the body, signed, to an endpoint: the bytes exactly as given (`--data-binary`). */
export function testDelivery(options: {
  url: string;
  body: string;
  timestamp: number;
  signature: string;
  data: Pick<CheckerData, 'header' | 'eventIdHeader'>;
}): string {
  const {url, body, timestamp, signature, data} = options;
  let eventId: string | undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as {id?: unknown}).id === 'string') {
      eventId = (parsed as {id: string}).id;
    }
  } catch {
    // Not JSON: no event id header.
  }
  return [
    `curl -i ${shellQuote(url)}`,
    `-H ${shellQuote('Content-Type: application/json')}`,
    ...(eventId ? [`-H ${shellQuote(`${data.eventIdHeader}: ${eventId}`)}`] : []),
    `-H ${shellQuote(`${data.header}: t=${timestamp},v1=${signature}`)}`,
    `--data-binary ${shellQuote(body)}`,
  ].join(' \\\n  ');
}
