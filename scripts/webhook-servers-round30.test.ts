/**
 * The decisions of review round 30 of issue 45 (developer guide, webhook servers): the Python and PHP servers of the
 * delivery page say how to run them in production, and the Send webhook page's list of changes to them names every
 * part of them that refuses a Send webhook request, including the path they serve.
 */
// cspell:ignore getenv
import {describe, expect, it} from 'vitest';
import {line, read, section} from './page-text';

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

describe('starting a Send webhook endpoint from server.py or webhook.php', () => {
  const changes = section(ACTION, '### In Python or PHP');

  it('lists five changes, numbered 1 to 5', () => {
    expect(changes).toContain('Only the Node.js endpoint above is ready to run, and tested');
    expect(changes).toContain('make these five changes:');
    expect(changes.match(/^\d+\. \*\*/gm)).toEqual(['1. **', '2. **', '3. **', '4. **', '5. **']);
  });

  it('changes the path the samples serve, which is not the block address of the example', () => {
    expect(sample('server.py')).toContain('@app.post("/webhooks/parley")');
    expect(sample('webhook.php')).toContain("parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) !== '/webhooks/parley'");
    expect(read(ACTION)).toContain('`https://example.com/parley/flow`');
    expect(line(ACTION, '5. **The path.**')).toContain(
      'Serve `/parley/flow` (or the address in the block): change `@app.post("/webhooks/parley")` in Flask, the `REQUEST_URI` check in PHP.',
    );
  });

  it('replaces the handle_event call, which reads the data a Send webhook request does not have', () => {
    expect(sample('server.py')).toContain('data = event["data"]');
    expect(sample('server.py')).toContain('handle_event(event)');
    expect(line(ACTION, '3. **The answer.**')).toMatch(
      /Replace the `handle_event` call with the customer lookup.*`data`, which a Send webhook request does not have/,
    );
  });
});
