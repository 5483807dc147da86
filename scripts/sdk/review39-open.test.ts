/**
 * The JavaScript SDK findings reviews 38 and 39 left open: the server-side signing step in one tab per stack, each
 * run where its runtime exists, and all checked against the page's known-answer vector; the React ChatButton a thin
 * wrapper over the shipped `bindChatButton`; a "Check that it works" on control-bubble; the WordPress plugin as a
 * shipped file; one owner for the visitor limits, `domain_not_allowed` and the email rule.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {visitorEmail} from '../../config/facts';
import {read, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const SDK_PAGES = [
  reference,
  verification,
  bubble,
  'developer/javascript-sdk/single-page-app.mdx',
  'developer/javascript-sdk/develop-locally.mdx',
  'developer/go-live.mdx',
];

/** The code block titled `title` on a page (any language), without a list's indent. */
function block(file: string, title: string): string {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`\`\`\`\\w+ title="${escaped}"\\n([\\s\\S]*?)\`\`\``).exec(read(file))?.[1];
  if (code === undefined) throw new Error(`${file} has no block titled ${title}`);
  return code.replace(/^ {3}/gm, '');
}

const has = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Runs `program` with `args` in a folder holding `files`, with only PATH and the secret in its environment. */
function run(files: Record<string, string>, program: string, args: string[], secret: string | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-sign-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const env: Record<string, string> = {PATH: process.env.PATH ?? ''};
  if (secret !== undefined) env.PARLEY_IDENTITY_SECRET = secret;
  const result = spawnSync(program, args, {cwd: dir, encoding: 'utf8', env});
  return {status: result.status, out: result.stdout.trim(), err: result.stderr};
}

/** Each tab's signing sample, run with `secret` (none: the variable unset) for `id`: its output and exit status. */
const signers: Record<
  string,
  {title: string; runtime: string; sign: (id: string, secret?: string) => ReturnType<typeof run>}
> = {
  javascript: {
    title: 'user-hash.mjs',
    runtime: process.execPath,
    sign: (id, secret) =>
      run(
        {
          'user-hash.mjs': block(verification, 'user-hash.mjs'),
          'main.mjs': `import {parleyUserHash} from './user-hash.mjs';\nconsole.log(parleyUserHash(${JSON.stringify(id)}));\n`,
        },
        process.execPath,
        ['main.mjs'],
        secret,
      ),
  },
  python: {
    title: 'user_hash.py',
    runtime: 'python3',
    sign: (id, secret) =>
      run(
        {'user_hash.py': block(verification, 'user_hash.py')},
        'python3',
        ['-c', `from user_hash import parley_user_hash\nprint(parley_user_hash(${JSON.stringify(id)}))`],
        secret,
      ),
  },
  php: {
    title: 'user_hash.php',
    runtime: 'php',
    sign: (id, secret) =>
      run(
        {'user_hash.php': block(verification, 'user_hash.php')},
        'php',
        ['-r', `require 'user_hash.php'; echo parley_user_hash(${JSON.stringify(id)}), "\\n";`],
        secret,
      ),
  },
  ruby: {
    title: 'user_hash.rb',
    runtime: 'ruby',
    sign: (id, secret) =>
      run(
        {'user_hash.rb': block(verification, 'user_hash.rb')},
        'ruby',
        ['-e', `require_relative 'user_hash'\nputs parley_user_hash(${JSON.stringify(id)})`],
        secret,
      ),
  },
};

describe('JavaScript SDK, findings left open by reviews 38 and 39', () => {
  const compute = section(verification, '## Compute the hash on your server');
  /** The page's known-answer vector: the secret, the ID and the hex every language gives. */
  const vector = /the secret `([^`]+)` and the ID `([^`]+)` give `([0-9a-f]{64})` in each language/.exec(compute);

  it('#1 one signing rule, one tab per stack in the site-wide language group, and a known-answer vector', () => {
    expect(compute).toMatch(
      /HMAC-SHA256 of the `id`, exactly the string you pass to the SDK, keyed with the Identity secret/,
    );
    expect(compute).toContain('<Tabs groupId="api-sample-language">');
    const tabs = [...compute.matchAll(/<TabItem value="(\w+)" label="([^"]+)">([\s\S]*?)<\/TabItem>/g)];
    expect(tabs.map(([, value, label]) => `${value}:${label}`)).toEqual([
      'javascript:Node.js',
      'python:Python',
      'php:PHP',
      'ruby:Ruby',
    ]);
    for (const [, value, , body] of tabs) {
      expect(body, value).toContain(`title="${signers[value].title}"`);
      expect((body.match(/```\w+ title=/g) ?? []).length, `${value}: one sample a tab`).toBe(1);
    }
    expect(vector, 'the vector is stated on the page').not.toBeNull();
    const [, secret, id, hex] = vector!;
    expect(crypto.createHmac('sha256', secret).update(id).digest('hex'), "Node's own HMAC gives the page's hex").toBe(
      hex,
    );
  });

  it.each(Object.keys(signers))(
    '#1 the %s tab gives the known answer, and refuses to run without the secret',
    (language) => {
      const signer = signers[language];
      const [, secret, id, hex] = vector!;
      if (!has(signer.runtime)) {
        // No runtime on this machine (Ruby here): the sample is held to the same rule, the vector Node computes above.
        const code = block(verification, signer.title);
        expect(code).toContain("OpenSSL::HMAC.hexdigest('SHA256', secret, user_id.to_s)");
        expect(code).toContain("ENV.fetch('PARLEY_IDENTITY_SECRET', '')");
        expect(code).toMatch(/raise 'PARLEY_IDENTITY_SECRET is not set' if secret\.empty\?/);
        return;
      }
      const signed = signer.sign(id, secret);
      expect(signed.err, language).toBe('');
      expect(signed.out, language).toBe(hex);
      const unset = signer.sign(id, undefined);
      expect(unset.status, `${language}: no secret, no hash`).not.toBe(0);
      expect(unset.out).toBe('');
      expect(unset.err).toContain('PARLEY_IDENTITY_SECRET is not set');
    },
  );

  it('#3 control-bubble has a Check that it works: what to do, what shows, and where to look when it does not', () => {
    const check = section(bubble, '## Check that it works');
    const steps = check.match(/^\d+\. /gm) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(check).toContain('The bubble appears');
    expect(check).toMatch(/`aria-expanded` turns `true`/);
    expect(check).toContain('**Inbox**');
    expect(check, 'sign-out, as the page teaches it').toContain('`data-sign-out`');
    expect(check, 'what to do if not').toContain('](./reference.mdx#errors)');
    const text = read(bubble);
    expect(text.indexOf('## Check that it works'), 'after the tasks, before the related pages').toBeGreaterThan(
      text.indexOf('## Sign a visitor out of the chat'),
    );
    expect(text.indexOf('## Check that it works')).toBeLessThan(text.indexOf('## Related pages'));
  });

  it('#5 domain_not_allowed: its causes and fixes once, under Errors; Troubleshooting links them', () => {
    const errors = section(reference, '## Errors');
    expect(errors).toContain('`domain_not_allowed` has two causes, each with its fix:');
    expect(errors).toContain('`localhost` never matches');
    expect(errors).toContain('turn on **Settings → Channels → Website**');
    const troubleshooting = section(reference, '## Troubleshooting');
    const bullets = troubleshooting.split('\n').filter((text) => text.includes('domain_not_allowed'));
    expect(bullets, 'one symptom, one link').toHaveLength(1);
    expect(bullets[0]).toContain('[Errors](#errors)');
    expect(troubleshooting).not.toMatch(/never matches|Turn on \*\*Settings → Channels → Website\*\*/);
  });

  it('#5 the visitor limits: values in Limits, what a refused visitor does in Refused calls; the rest link them', () => {
    const text = read(reference);
    const refused = section(reference, '### Refused calls {/*#invalid-command*/}');
    // Review 42 #1: said in the table of what each call keeps.
    expect(refused).toContain('or a `visitor` past the [Limits](#limits) | The other settings.');
    expect(refused).toContain('or with the visitor anonymous. |');
    expect(text.match(/with the visitor anonymous/g), 'said once').toHaveLength(1);
    expect(section(reference, '### identify {/*#identify*/}')).toContain('[Refused calls](#invalid-command)');
    const passIt = section(verification, '## Pass it to the page');
    expect(passIt).toContain("past the SDK's [Limits](./reference.mdx#limits)");
    expect(passIt, 'no second list of the limits').not.toMatch(/longer than 255|longer than 200 characters/);
  });

  it('#5 the email rule in words once, in the API (openapi.yaml VisitorInput.email); the SDK reference links it', () => {
    const api = parse(read('openapi/openapi.yaml')) as {
      components: {schemas: {VisitorInput: {properties: {email: {pattern: string; description: string}}}}};
    };
    const email = api.components.schemas.VisitorInput.properties.email;
    email.description = email.description.replace(/\s+/g, ' ');
    expect(email.pattern, "the API's pattern is the SDK's").toBe(visitorEmail.pattern);
    expect(email.description).toMatch(/^At most 254 characters, in ASCII, with no spaces/);
    expect(email.description).toContain('The SDK accepts the same addresses.');
    expect(section(reference, '## Limits {/*#limits*/}')).toContain(
      "The SDK accepts an `email` by the API's rule for `visitor.email`, which [Create a chat session](../api/chat/create-session.mdx) states.",
    );
    for (const page of SDK_PAGES) {
      expect(read(page), page).not.toMatch(/%VISITOR_EMAIL_RULE%|dot-separated labels|no two dots in a row/);
    }
  });
});

describe('single-page-app steps 5 and 7: one tab per framework, the choice kept between them', () => {
  const spa = 'developer/javascript-sdk/single-page-app.mdx';
  const steps = section(spa, '## Add the module {/*#steps*/}');
  /** Each `<Tabs>` of the steps: its groupId and its tabs' values and labels. */
  const tabsOf = [...steps.matchAll(/<Tabs groupId="([\w-]+)">([\s\S]*?)<\/Tabs>/g)].map(([, group, body]) => ({
    group,
    values: [...body.matchAll(/<TabItem value="([\w-]+)" label="([^"]+)">/g)].map(([, value]) => value),
    body,
  }));

  it('steps 5 and 7 each hold one Tabs of the same group and values, so a choice in one holds in the other', () => {
    expect(tabsOf).toHaveLength(2);
    for (const {group, values} of tabsOf) {
      expect(group).toBe('spa-framework');
      expect(values).toEqual(['react', 'nextjs', 'vue', 'nuxt', 'angular']);
    }
    const [routes, buttons] = tabsOf;
    expect(steps.indexOf(routes.body)).toBeGreaterThan(steps.indexOf('5. Call `onRouteChange`'));
    expect(steps.indexOf(buttons.body)).toBeGreaterThan(steps.indexOf('7. Optional:'));
    // Each framework's route sample sits in its own tab, and no bold framework label is left in the prose.
    for (const title of [
      'ChatRoute.jsx',
      'app/ChatRoute.jsx',
      'src/router/index.js',
      'plugins/parley.client.js',
      'app.config.ts',
    ]) {
      expect(routes.body, title).toContain(`title="${title}"`);
    }
    for (const title of ['src/components/ChatButton.vue', 'src/app/chat-button/chat-button.component.ts']) {
      expect(buttons.body, title).toContain(`title="${title}"`);
    }
    expect(steps).not.toMatch(/^ {3}\*\*(React Router|Next\.js|Vue|Nuxt|Angular)\*\*/m);
    expect(read(spa)).toMatch(/^import Tabs from '@theme\/Tabs';$/m);
  });
});
