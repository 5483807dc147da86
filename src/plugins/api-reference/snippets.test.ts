import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {SAMPLE_TARGETS, credentialPlaceholder, harRequest, samplesFor} from './snippets';
import {authFormatOf, operationsById} from './view';

describe('request samples', () => {
  test('every operation has a sample in each language, calling the documented URL with the key placeholder', async () => {
    const {dereferenced} = await loadDocument();
    const base = dereferenced.servers[0].url;
    for (const located of operationsById(dereferenced).values()) {
      const samples = await samplesFor(dereferenced, located);
      const expected = SAMPLE_TARGETS.filter(
        (target) => located.operation.operationId !== 'uploadFile' || target.sendsFiles,
      );
      expect(
        samples.map((sample) => sample.id),
        located.operation.operationId,
      ).toEqual(expected.map((t) => t.id));
      for (const sample of samples) {
        expect(sample.code, `${located.operation.operationId} ${sample.id}`).toContain(base);
        // The key placeholder, or the placeholder of the operation's own credential (the payment Events token).
        const format = authFormatOf(dereferenced, located.operation.security ?? dereferenced.security ?? []);
        expect(sample.code).toContain(credentialPlaceholder(format ?? 'API key'));
        expect(sample.code).not.toMatch(/\{[a-z_]+_id\}/);
      }
    }
  });

  test('a scheme other than the API key gets its own placeholder', async () => {
    const {dereferenced} = await loadDocument();
    const request = harRequest(dereferenced, operationsById(dereferenced).get('reportPaymentEvent')!);
    expect(request.headers.find((header) => header.name === 'Authorization')?.value).toBe('Bearer YOUR_EVENTS_TOKEN');
    expect(credentialPlaceholder('API key')).toBe('YOUR_API_KEY');
  });

  test('path parameters and request bodies come from the examples', async () => {
    const {dereferenced} = await loadDocument();
    const located = operationsById(dereferenced).get('messageChatbot')!;
    const request = harRequest(dereferenced, located);
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/chatbots\/bot_7Hq2mX9aLp\/sessions\/ses_3kT9vQ2wZr\/messages$/);
    expect(JSON.parse(request.postData?.text ?? '{}')).toEqual({content: 'Do you deliver on Saturdays?'});
    expect(request.headers.map((header) => header.name)).toEqual(['Authorization', 'Idempotency-Key', 'Content-Type']);
  });

  test('an upload is multipart with the file attached', async () => {
    const {dereferenced} = await loadDocument();
    const samples = await samplesFor(dereferenced, operationsById(dereferenced).get('uploadFile')!);
    expect(samples.find((sample) => sample.id === 'curl')?.code).toContain("--form file='@returns-policy.pdf'");
    expect(samples.find((sample) => sample.id === 'python')?.code).toContain('open("returns-policy.pdf", "rb")');
  });
});
