/**
 * Renders one part of the API reference. Pages never use it directly: the remark plugin
 * `src/plugins/api-reference/remark.ts` replaces `<ApiOperation>` and `<ApiWebhook>` with
 * `<ApiReference part=… data=…>` elements whose `data` is that operation's JSON, read from openapi/openapi.yaml.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {
  ErrorView,
  Field,
  OperationView,
  ResponseView,
  Sample,
  WebhookView,
} from '@site/src/plugins/api-reference/view';
import {SAMPLE_LANGUAGE_GROUP} from '@site/src/utils/sample-language';
import styles from './styles.module.css';

type Endpoint = Pick<
  OperationView,
  'operationId' | 'method' | 'path' | 'baseUrl' | 'description' | 'auth' | 'authFormat'
>;
type Webhook = Pick<WebhookView, 'event' | 'description' | 'headers' | 'fields' | 'example' | 'acknowledgement'>;

/** Text with `code` spans, as the OpenAPI descriptions write it. */
function Inline({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((piece, index) =>
      piece.startsWith('`') && piece.endsWith('`') && piece.length > 1 ? (
        <code key={index}>{piece.slice(1, -1)}</code>
      ) : (
        piece
      ),
    );
}

function EndpointPart({endpoint}: {endpoint: Endpoint}) {
  return (
    <div className={styles.endpoint}>
      <p className={styles.signature}>
        <span className={styles.method} data-method={endpoint.method}>
          {endpoint.method.toUpperCase()}
        </span>{' '}
        <code className={styles.path}>{endpoint.path}</code>
      </p>
      {endpoint.description && (
        <p>
          <Inline text={endpoint.description} />
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Base URL</dt>
        <dd>
          <code>{endpoint.baseUrl}</code>
        </dd>
        <dt>Authentication</dt>
        <dd>
          {endpoint.auth && endpoint.authFormat && endpoint.authFormat !== 'API key' ? (
            <>
              Bearer {endpoint.authFormat} in the <code>Authorization</code> header, not an API key.
            </>
          ) : endpoint.auth ? (
            <>
              Bearer API key in the <code>Authorization</code> header.{' '}
              <Link to="/developer/api/authorization">About API keys</Link>
            </>
          ) : (
            'None'
          )}
        </dd>
        <dt>Operation ID</dt>
        <dd>
          <code>{endpoint.operationId}</code>
        </dd>
      </dl>
    </div>
  );
}

function FieldTable({fields, caption}: {fields: Field[]; caption?: string}) {
  return (
    <table className={styles.fields}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>{field.type}</td>
            <td>{field.required ? 'Required' : 'Optional'}</td>
            <td>
              {field.description && <Inline text={field.description} />}
              {field.constraints.length > 0 && (
                <span className={styles.constraints}>
                  {field.constraints.map((constraint) => (
                    <span key={constraint}>
                      {' '}
                      <Inline text={constraint} />
                    </span>
                  ))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BodyPart({body}: {body: NonNullable<OperationView['body']>}) {
  return (
    <>
      <p>
        Content type <code>{body.mediaType}</code>, {body.required ? 'required' : 'optional'}.
        {body.description && (
          <>
            {' '}
            <Inline text={body.description} />
          </>
        )}
      </p>
      {body.fields.length > 0 && <FieldTable fields={body.fields} />}
    </>
  );
}

function SamplesPart({samples}: {samples: Sample[]}) {
  // The credential placeholder the samples use: YOUR_API_KEY, or another scheme's (YOUR_EVENTS_TOKEN).
  const placeholder = /\bYOUR_[A-Z_]+\b/.exec(samples[0]?.code ?? '')?.[0] ?? 'YOUR_API_KEY';
  return (
    // `api-samples`: left out of the search index (config/search.ts); four languages of one request add nothing to find.
    <div className={`api-samples ${styles.samples}`}>
      <p>
        {placeholder === 'YOUR_API_KEY' ? (
          <>
            Replace <code>YOUR_API_KEY</code> with a secret key from the dashboard, and the example IDs with your own.
          </>
        ) : (
          <>
            Replace <code>{placeholder}</code> with your own credential from the dashboard, and the example IDs with
            your own.
          </>
        )}
      </p>
      <Tabs groupId={SAMPLE_LANGUAGE_GROUP} className={styles.sampleTabs}>
        {samples.map((sample) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}

function ResponsePart({response}: {response: ResponseView}) {
  return (
    <>
      <p>
        <Inline text={response.description} />
      </p>
      {response.fields.length > 0 && (
        <details className={styles.details}>
          <summary>Response fields</summary>
          <FieldTable fields={response.fields} />
        </details>
      )}
      {response.example && (
        <CodeBlock language="json" title="Example response">
          {response.example}
        </CodeBlock>
      )}
    </>
  );
}

function ErrorsPart({errors}: {errors: ErrorView[]}) {
  return (
    <>
      <p>
        Errors share one JSON shape, <code>{'{"error": {"code", "message", "param", "request_id"}}'}</code>. Branch on
        the status and the <code>code</code>, never on the message. <Link to="/developer#errors">How errors work</Link>
      </p>
      <table className={styles.errors}>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.status}-${error.code}`}>
              <td>
                {error.status} {error.title}
              </td>
              <td>{error.code && <code>{error.code}</code>}</td>
              <td>
                <Inline text={error.summary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function WebhookPart({webhook}: {webhook: Webhook}) {
  return (
    <div className={styles.webhook}>
      <p className={styles.signature}>
        <span className={styles.method} data-method="post">
          POST
        </span>{' '}
        <span>to your endpoint, event</span> <code>{webhook.event}</code>
      </p>
      <p>
        <Inline text={webhook.description} />
      </p>
      <FieldTable fields={webhook.headers} caption="Headers" />
      <details className={styles.details}>
        <summary>Payload fields</summary>
        <FieldTable fields={webhook.fields} />
      </details>
      <CodeBlock language="json" title={`${webhook.event} payload`}>
        {webhook.example}
      </CodeBlock>
      <p>
        <Inline text={webhook.acknowledgement} />
      </p>
    </div>
  );
}

type Props = {part: string; data: string};

export default function ApiReference({part, data}: Props): ReactNode {
  const value = JSON.parse(data);
  switch (part) {
    case 'endpoint':
      return <EndpointPart endpoint={value as Endpoint} />;
    case 'fields':
      return <FieldTable fields={(value as {fields: Field[]}).fields} />;
    case 'body':
      return <BodyPart body={value as NonNullable<OperationView['body']>} />;
    case 'samples':
      return <SamplesPart samples={(value as {samples: Sample[]}).samples} />;
    case 'response':
      return <ResponsePart response={value as ResponseView} />;
    case 'errors':
      return <ErrorsPart errors={(value as {errors: ErrorView[]}).errors} />;
    case 'webhook':
      return <WebhookPart webhook={value as Webhook} />;
    default:
      throw new Error(`ApiReference: unknown part "${part}".`);
  }
}
