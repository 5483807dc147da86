import {createHmac} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {duration, parseSignatureHeader, shellQuote, sign, testDelivery, verify} from './signature';

const data = {header: 'Parley-Signature', eventIdHeader: 'Parley-Event-Id', toleranceSeconds: 300};
const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"lead.created"}';
const hmac = (t: number, text = body, key = secret) => createHmac('sha256', key).update(`${t}.${text}`).digest('hex');
const now = 1_795_255_393;

describe('the signature scheme of developer/webhook/conversation.mdx', () => {
  test('v1 is the hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whole secret, as Node computes it', async () => {
    expect(await sign(now, body, secret)).toBe(hmac(now));
    expect(await sign(now, 'naïve €', secret)).toBe(hmac(now, 'naïve €'));
  });

  test('a correct, fresh delivery is valid; rolling secrets give two v1 and either may match', async () => {
    const valid = await verify({body, header: `t=${now},v1=${hmac(now)}`, secret}, data, now + 12);
    expect(valid).toMatchObject({valid: true, expected: hmac(now), expectedFor: now});
    expect(valid.summary).toBe('Valid: the signature matches and the timestamp is 12 s from your clock.');
    const rolled = await verify(
      {body, header: `t=${now}, v1=${hmac(now, body, 'old')}, v1=${hmac(now)}`, secret},
      data,
      now,
    );
    expect(rolled.valid).toBe(true);
    expect(rolled.steps[1].detail).toBe('v1 number 2 of 2 matches the body and the secret.');
  });

  test('a malformed header says what is wrong with it', () => {
    const problem = (header: string) => {
      const parsed = parseSignatureHeader(header);
      return 'ok' in parsed ? parsed.problem : 'parsed';
    };
    expect(problem('')).toMatch(/empty/);
    expect(problem(`v1=${hmac(now)}`)).toBe('The header has no t= (the time of signing).');
    expect(problem(`t=${now}`)).toBe('The header has no v1= signature.');
    expect(problem(`t=soon,v1=${hmac(now)}`)).toMatch(/whole number of seconds/);
    expect(problem(`t=${now}000,v1=${hmac(now)}`)).toMatch(/looks like milliseconds/);
    expect(problem(`t=${now},v1=abc`)).toMatch(/not 64 hexadecimal characters \(it has 3\)/);
    expect(problem(`t=${now},nonsense`)).toMatch(/Part 2 of the header, “nonsense”, is not key=value/);
    expect(problem(`Parley-Signature: t=${now},v1=${hmac(now)}`)).toBe('parsed');
  });

  test('no v1 matching: the body or the secret differs, and a common cause is named when it is the one', async () => {
    const wrongSecret = await verify({body, header: `t=${now},v1=${hmac(now, body, 'other')}`, secret}, data, now);
    expect(wrongSecret.summary).toBe('No v1 matches: the body or the secret differs from what was signed.');
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    const reserialised = await verify({body: pretty, header: `t=${now},v1=${hmac(now)}`, secret}, data, now);
    expect(reserialised.summary).toMatch(/It matches with the body as compact JSON/);
    const newline = await verify({body: `${body}\n`, header: `t=${now},v1=${hmac(now)}`, secret}, data, now);
    expect(newline.summary).toMatch(/without its final line break/);
  });

  test('a timestamp outside the tolerance is named with the measured skew, before or after the clock', async () => {
    const old = await verify({body, header: `t=${now},v1=${hmac(now)}`, secret}, data, now + 432);
    expect(old.valid).toBe(false);
    expect(old.summary).toBe(
      'The signature is right, but the timestamp is outside the tolerance: t is 7 min 12 s before your clock: ' +
        'outside the 5 min tolerance, so a server following the guide rejects it as a possible replay.',
    );
    const future = await verify({body, header: `t=${now},v1=${hmac(now)}`, secret}, data, now - 3 * 3600);
    expect(future.summary).toMatch(/t is 3 h after your clock/);
    const edge = await verify({body, header: `t=${now},v1=${hmac(now)}`, secret}, data, now + 300);
    expect(edge.valid).toBe(true);
  });

  test('durations read as a person says them', () => {
    expect([40, 432, 3600, 7500, 90000, 200000].map(duration)).toEqual([
      '40 s',
      '7 min 12 s',
      '1 h',
      '2 h 5 min',
      '1 day 1 h',
      '2 days 7 h',
    ]);
  });

  test('the test delivery sends the exact body, signed, with the event id', () => {
    const command = testDelivery({
      url: 'http://localhost:3000/hook',
      body: '{"id":"evt_1","note":"it\'s"}',
      timestamp: now,
      signature: 'ab',
      data,
    });
    expect(command).toBe(
      [
        "curl -i 'http://localhost:3000/hook'",
        "-H 'Content-Type: application/json'",
        "-H 'Parley-Event-Id: evt_1'",
        `-H 'Parley-Signature: t=${now},v1=ab'`,
        `--data-binary '{"id":"evt_1","note":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
    expect(shellQuote("a'b")).toBe("'a'\\''b'");
  });
});
