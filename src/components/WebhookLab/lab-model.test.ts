import {createHmac} from 'node:crypto';
import {beforeAll, describe, expect, test} from 'vitest';
import {loadDocument} from '../../plugins/api-reference/document';
import {labData} from '../../plugins/api-reference/lab';
import {parseSignatureHeader, verify} from '../ApiReference/signature';
import {delaySeconds, retrySchedule, signDelivery, startingPayload, urlProblem} from './lab-model';
import type {LabData} from '../../api-model';

let lab: LabData;
beforeAll(async () => {
  lab = labData((await loadDocument()).dereferenced);
});

/** Reads a command the way a POSIX shell does for the single-quoted words the lab writes. */
const words = (command: string) =>
  [...command.replace(/ \\\n\s+/g, ' ').matchAll(/'((?:[^']|'\\'')*)'/g)].map((match) =>
    match[1]!.replace(/'\\''/g, "'"),
  );

describe('the webhook lab', () => {
  test('signs every event as the platform does: t=, v1 = HMAC-SHA256 of "<t>.<body>", one curl command', async () => {
    const secret = "whsec_it's_mine";
    for (const event of lab.events) {
      const payload = startingPayload(event);
      const delivery = await signDelivery({
        event,
        payload,
        secret,
        timestamp: 1_795_255_393,
        url: 'http://localhost:3000/hook',
      });
      expect(delivery.body).toBe(JSON.stringify(JSON.parse(payload)));
      const header = delivery.headers.find(([name]) => name === event.signatureHeader)![1];
      const expected = createHmac('sha256', secret).update(`1795255393.${delivery.body}`).digest('hex');
      expect(header).toBe(`t=1795255393,v1=${expected}`);
      expect(parseSignatureHeader(header)).toEqual({timestamp: 1795255393, signatures: [expected], ignored: []});
      const verdict = await verify(
        {body: delivery.body, header, secret},
        {header: event.signatureHeader, toleranceSeconds: 300},
        1_795_255_400,
      );
      expect(verdict.valid, event.event).toBe(true);
      const [url, ...rest] = words(delivery.command);
      expect(url).toBe('http://localhost:3000/hook');
      expect(rest).toEqual([...delivery.headers.map(([name, value]) => `${name}: ${value}`), delivery.body]);
      expect(delivery.command).toMatch(/^curl -i '.*' \\\n {2}-H '/);
      expect(delivery.command).toContain(" \\\n  --data '");
      if (event.eventIdHeader) {
        expect(delivery.headers).toContainEqual([event.eventIdHeader, (JSON.parse(payload) as {id: string}).id]);
      }
    }
  });

  test('each new payload is a new event: a fresh ID of the same kind', () => {
    const event = lab.events.find((item) => item.event === 'lead.created')!;
    const a = JSON.parse(startingPayload(event)) as {id: string};
    const b = JSON.parse(startingPayload(event)) as {id: string};
    expect(a.id).toMatch(/^evt_[A-Za-z0-9]{10}$/);
    expect(a.id).not.toBe(b.id);
  });

  test('the command goes only to a local server', () => {
    expect(urlProblem('http://localhost:3000/webhooks/parley')).toBeUndefined();
    expect(urlProblem('http://127.0.0.1:8080/hook')).toBeUndefined();
    expect(urlProblem('https://example.com/hook')).toMatch(/local server/);
    expect(urlProblem('localhost:3000')).toMatch(/http/);
  });

  test('the retry schedule adds up the documented delays', () => {
    expect(delaySeconds('5 minutes')).toBe(300);
    const schedule = retrySchedule(lab);
    expect(schedule).toHaveLength(lab.attempts);
    expect(schedule.at(-1)!.elapsedSeconds).toBe(lab.retryDelays.reduce((sum, delay) => sum + delaySeconds(delay), 0));
  });
});
