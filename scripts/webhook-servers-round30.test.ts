/**
 * The decisions of review round 30 of issue 45 (developer guide, webhook servers): the Python and PHP servers of the
 * delivery page say how to run them in production. The Send webhook page's list of changes to them gave way in review
 * 35 to Python and PHP endpoints of its own (static/files/flow-webhook/), run by samples/send-webhook-action.test.ts.
 */
// cspell:ignore getenv
import {describe, expect, it} from 'vitest';
import {line, read} from './page-text';

const DELIVERY = 'developer/webhook/delivery.mdx';
const ACTION = 'developer/webhook/send-webhook-action.mdx';

/** The code block of `delivery.mdx` titled `title`. */
const sample = (title: string): string => {
  const match = new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```').exec(
    read(DELIVERY),
  );
  if (!match) throw new Error(`${DELIVERY} has no ${title}`);
  return match[1];
};

describe('the delivery page servers in production', () => {
  it('Flask: app.run is for trying; production runs a WSGI server', () => {
    expect(sample('server.py')).toContain('app.run(');
    expect(line(DELIVERY, 'A complete server for Python')).toContain('`gunicorn -b 127.0.0.1:3000 server:app`');
  });

  it('PHP-FPM: the secrets go in the pool configuration, and /webhooks/parley is routed to webhook.php', () => {
    expect(sample('webhook.php')).toContain("getenv('PARLEY_WEBHOOK_SECRETS')");
    expect(line(DELIVERY, 'A complete endpoint for PHP')).toMatch(
      /Under PHP-FPM, route `\/webhooks\/parley` to `webhook\.php` and set `env\[PARLEY_WEBHOOK_SECRETS\] = …` in the pool configuration: PHP-FPM clears the environment by default\./,
    );
  });
});

describe('the Send webhook endpoint in Python and PHP (review 35: files of their own, run by send-webhook-action.test.ts)', () => {
  const published = (file: string) => read(`static/files/flow-webhook/${file}`);

  it('serves the block address of the example, /parley/flow, and says how to run it in production', () => {
    expect(read(ACTION)).toContain('`https://example.com/parley/flow`');
    expect(published('flow_webhook.py')).toContain('@app.post("/parley/flow")');
    expect(published('flow-webhook.php')).toContain(
      "parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) !== '/parley/flow'",
    );
    expect(line(ACTION, 'Download [`flow_webhook.py`]')).toContain('`gunicorn -b 127.0.0.1:3000 flow_webhook:app`');
    expect(line(ACTION, 'Download [`flow-webhook.php`]')).toContain('`env[FLOW_WEBHOOK_SECRETS]`');
  });

  it('no longer asks the reader to adapt the delivery servers, which refuse every Send webhook request', () => {
    expect(read(ACTION)).not.toContain('### In Python or PHP');
    expect(sample('server.py')).toContain('data = event["data"]');
  });
});
