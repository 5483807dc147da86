/**
 * Review rounds 40 and 41's reading-load findings on the developer guide, fixed in round 43: Webhook delivery puts
 * verification before the sample servers and adds a Java signature check (run here with `java File.java`), the
 * machine check asks for a JDK that runs a source file, the changelog's breaking-changes summary states no count
 * that its rows could contradict, and the quick start points to the guides' MCP server.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import {chmodSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {webhookDelivery} from '../config/facts';
import {expand, read, ROOT, section} from './page-text';

const DELIVERY = 'developer/webhook/delivery.mdx';
const dir = mkdtempSync(path.join(tmpdir(), 'review43-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('developer guide, review round 43', () => {
  it('Webhook delivery reads: set up, verify, the servers, retries and catch-up, then the reference', () => {
    const headings = [...read(DELIVERY).matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
    expect(headings).toEqual([
      'Set up an endpoint',
      'Verify the signature',
      'Rotate the signing secret',
      'Write the server',
      'Test locally',
      'Delivery rules',
      'Events',
      'Pin the API version',
      'Related pages',
    ]);
    // The anchors other pages link to are all still there.
    const page = read(DELIVERY);
    for (const id of ['catch-up', 'reconcile-in-full']) expect(page).toContain(`{/*#${id}*/}`);
    expect(page).toContain('### What the delivery log keeps');
    // Verification no longer points up to servers that now follow it.
    const verify = section(DELIVERY, '## Verify the signature');
    expect(verify).toContain('The [servers below](#write-the-server) do all of this.');
    expect(verify).not.toMatch(/server above|servers above/);
  });

  describe('the Java signature check runs as the page shows it, with `java File.java`', () => {
    const verify = section(DELIVERY, '## Verify the signature');
    const code = expand(/```text title="VerifySignature\.java"\n([\s\S]*?)```/.exec(verify)![1]);
    const example =
      /With the secret `(whsec_[^`]+)`, `t=(\d+)` and the raw body `([^`]+)`, the signed string is `[^`]+` and `v1` is `([0-9a-f]{64})`\./.exec(
        verify,
      )!;
    const [, secret, t, body, v1] = example;
    const tolerance = webhookDelivery.signatureToleranceMinutes * 60;
    writeFileSync(path.join(dir, 'VerifySignature.java'), code);
    writeFileSync(path.join(dir, 'body.json'), body);
    const java = (file: string, args: string[]) =>
      spawnSync('java', [file, ...args], {cwd: dir, encoding: 'utf8', timeout: 60_000});
    const sign = (key: string, time: number, raw = body) =>
      crypto.createHmac('sha256', key).update(`${time}.${raw}`).digest('hex');
    const now = () => Math.floor(Date.now() / 1000);

    it('uses the JDK only: HmacSHA256, a constant-time compare and the tolerance of config/facts.ts', () => {
      expect(code).toContain('Mac.getInstance("HmacSHA256")');
      expect(code).toContain('MessageDigest.isEqual(expected, signature)');
      expect(code).toContain(
        `static final long TOLERANCE_SECONDS = ${webhookDelivery.signatureToleranceMinutes} * 60;`,
      );
      expect(code.match(/^import (.+);$/gm)!.every((line) => /^import javax?\./.test(line))).toBe(true);
    });

    it('its verify() gives the page’s worked example at its own time, and refuses it later or changed', () => {
      // A first class that calls the page's verify() at the example's time; the page's code follows unchanged.
      const imports = code.match(/^import .+;$/gm)!.join('\n');
      const harness = `${imports}

class Check {
  public static void main(String[] args) throws Exception {
    byte[] body = java.nio.file.Files.readAllBytes(java.nio.file.Path.of("body.json"));
    List<String> secrets = List.of("whsec_other_secret", ${JSON.stringify(secret)});
    System.out.println(VerifySignature.verify(body, "t=${t},v1=${v1}", secrets, ${t}L));
    System.out.println(VerifySignature.verify(body, "t=${t},v1=${v1}", secrets, ${Number(t) + tolerance}L));
    System.out.println(VerifySignature.verify(body, "t=${t},v1=${v1}", secrets, ${Number(t) + tolerance + 1}L));
    System.out.println(VerifySignature.verify(body, "t=${t},v1=${v1.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}", secrets, ${t}L));
    System.out.println(VerifySignature.verify(body, "t=${Number(t) + 1},v1=${v1}", secrets, ${t}L));
    System.out.println(VerifySignature.verify(body, "v1=${v1}", secrets, ${t}L));
  }
}
${code.replace(/^import .+;\n/gm, '')}`;
      writeFileSync(path.join(dir, 'Check.java'), harness);
      const run = java('Check.java', []);
      expect(run.stderr).toBe('');
      expect(run.stdout.trim().split('\n')).toEqual([secret, secret, 'null', 'null', 'null', 'null']);
    }, 60_000);

    it('its main() accepts a fresh delivery, a rolled secret’s two v1 values, and refuses a forged or old one', () => {
      const fresh = now();
      const ok = java('VerifySignature.java', ['body.json', `t=${fresh},v1=${sign(secret, fresh)}`, secret]);
      expect(ok.stdout.trim(), ok.stderr).toBe('valid');
      expect(ok.status).toBe(0);
      const rolled = `t=${fresh},v1=${sign('whsec_old', fresh)},v1=${sign(secret, fresh)}`;
      expect(java('VerifySignature.java', ['body.json', rolled, secret]).status).toBe(0);
      const forged = java('VerifySignature.java', [
        'body.json',
        `t=${fresh},v1=${sign(secret, fresh, body.replace('ended', 'ENDED'))}`,
        secret,
      ]);
      expect(forged.stdout.trim()).toBe('invalid: answer 400');
      expect(forged.status).toBe(1);
      const wrongSecret = `t=${fresh},v1=${sign('whsec_someone_else', fresh)}`;
      expect(java('VerifySignature.java', ['body.json', wrongSecret, secret]).status).toBe(1);
      const old = fresh - tolerance - 60;
      expect(java('VerifySignature.java', ['body.json', `t=${old},v1=${sign(secret, old)}`, secret]).status).toBe(1);
      const future = fresh + tolerance + 60;
      expect(java('VerifySignature.java', ['body.json', `t=${future},v1=${sign(secret, future)}`, secret]).status).toBe(
        1,
      );
    }, 120_000);
  });

  it('the machine check asks for a JDK with jdk.compiler 17 or newer, not only a Java runtime', () => {
    const fakeJava = (modules: string) => {
      const bin = mkdtempSync(path.join(dir, 'bin-'));
      writeFileSync(path.join(bin, 'java'), `#!/bin/sh\nprintf '%s\\n' ${modules}\n`);
      chmodSync(path.join(bin, 'java'), 0o755);
      return spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-machine.mjs'), '--packages'], {
        encoding: 'utf8',
        env: {PATH: `${bin}:${process.env.PATH ?? ''}`},
      }).stdout.split(/\s+/);
    };
    expect(fakeJava('java.base@17.0.15')).toContain('default-jdk-headless');
    expect(fakeJava('java.base@11.0.2 jdk.compiler@11.0.2')).toContain('default-jdk-headless');
    expect(fakeJava('java.base@17.0.15 jdk.compiler@17.0.15')).not.toContain('default-jdk-headless');
    expect(read('scripts/check-machine.mjs')).not.toContain("packages: ['default-jre-headless']");
  }, 30_000);

  it('no changelog entry counts its breaking changes in words its rows could contradict', () => {
    const count =
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) (?:changes? (?:are|is) breaking|are behaviour changes|are corrections)\b/i;
    for (const file of ['developer/changelog.mdx', 'openapi/releases/notes/2026-11-28.md']) {
      expect(read(file), file).not.toMatch(count);
    }
    expect(section('developer/changelog.mdx', '## 2026-11-28')).toContain(
      'The changes under **Breaking for some clients** can break a client',
    );
  });

  it('the quick start points to the guides’ MCP server, which the overview sets up', () => {
    expect(section('developer/intro.mdx', '## Next steps')).toContain('[MCP server](./index.mdx#mcp-server)');
    expect(read('developer/index.mdx')).toContain('## Search these guides from your AI tools {/*#mcp-server*/}');
  });
});
