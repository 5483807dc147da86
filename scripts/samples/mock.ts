/**
 * The mock API the samples run against: Prism (@stoplight/prism-cli) serving the published OpenAPI document
 * (`build/openapi.json`) on 127.0.0.1 with request validation on (`--errors`: a request the document rejects gets a
 * 4xx and an `sl-violations` header), behind a small recorder that keeps every exchange so that a test can check
 * what a sample really sent.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import {createRequire} from 'node:module';
import {createServer as createNetServer} from 'node:net';
import path from 'node:path';

export type Exchange = {
  method: string;
  /** Path without the query string, as the sample sent it (the base URL's `/v1` is replaced by the mock's root). */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
  /** Prism's validation messages for the request, from its `sl-violations` header. */
  violations: Array<{location?: string[]; message?: string; severity?: string}>;
  /** The response body the sample got. */
  response: Buffer;
};

export type Mock = {
  /** Put this where the samples have the API base URL. */
  url: string;
  /** The exchanges since the last call, oldest first. */
  take(): Exchange[];
  /**
   * Rewrites the body of every JSON response from now on (none: as Prism answers). The recipe tests give each
   * response IDs of its own, as the real API would, so that a step that sends the example's ID instead of the one
   * the earlier step returned is caught.
   */
  rewriteResponses(rewrite: ((body: string) => string) | undefined): void;
  close(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startPrism(document: string, port: number): Promise<ChildProcess> {
  const bin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const child = spawn(process.execPath, [bin, 'mock', '-h', '127.0.0.1', '-p', String(port), '--errors', document], {
    env: {...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Starts Prism on the document and the recorder in front of it. */
export async function startMock(document = path.resolve('build/openapi.json')): Promise<Mock> {
  const prismPort = await freePort();
  let prism = await startPrism(document, prismPort);
  let prismExited = false;
  const watch = (child: ChildProcess) => child.once('exit', () => (prismExited = true));
  watch(prism);
  let exchanges: Exchange[] = [];
  let rewrite: ((body: string) => string) | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || ['host', 'connection', 'content-length', 'expect'].includes(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${prismPort}`);
      const record = (status: number, violations: Exchange['violations'], answered = Buffer.alloc(0)) =>
        exchanges.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body,
          status,
          violations,
          response: answered,
        });
      try {
        if (prismExited) {
          // A request that crashed Prism is reported on its own sample; the next samples get a fresh mock.
          prism = await startPrism(document, prismPort);
          prismExited = false;
          watch(prism);
        }
        const answer = await fetch(url, {
          method: request.method,
          headers,
          body: ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : body,
        });
        let answerBody = Buffer.from(await answer.arrayBuffer());
        const isJson = (answer.headers.get('content-type') ?? '').includes('json');
        if (rewrite && isJson) answerBody = Buffer.from(rewrite(answerBody.toString('utf8')));
        const violations = answer.headers.get('sl-violations');
        record(answer.status, violations ? JSON.parse(violations) : [], answerBody);
        response.writeHead(answer.status, {'content-type': answer.headers.get('content-type') ?? 'application/json'});
        response.end(answerBody);
      } catch (error) {
        const cause = (error as {cause?: unknown}).cause;
        const message = `the mock failed on this request: ${String(error)}${cause ? ` (${String(cause)})` : ''}`;
        record(502, [{message}]);
        response.writeHead(502).end(message);
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const taken = exchanges;
      exchanges = [];
      return taken;
    },
    rewriteResponses(next) {
      rewrite = next;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      prism.kill();
    },
  };
}
