/**
 * Renders one part of the API reference. Pages never use it directly: the remark plugin
 * `src/plugins/api-reference/remark.ts` replaces `<ApiOperation>`, `<ApiWebhook>` and `<ApiSignatureChecker>`
 * with `<ApiReference part=…>` elements.
 *
 * Most of the reference is static HTML rendered at build time (`part="static"`, ./Static.tsx), which React does
 * not hydrate. The React parts are small: the endpoint line, the sample tabs, and buttons that load the
 * interactive tools (your values, the request builder, the signature checker) when the reader first uses them.
 */
import {useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CheckerData, PartData} from '@site/src/api-model';
import {CopyButton} from './CopyButton';
import {onDemand} from './onDemand';
import Samples from './Samples';
import StaticHtml from './Static';
import {useValuesDisclosure, ValuesButtons, ValuesPanel} from './ValuesControl';
import './styles.css';
import './code-colours.css';

const SignatureChecker = onDemand(
  () => import(/* webpackChunkName: "api-signature-checker" */ './SignatureChecker'),
  'Loading the checker…',
);

/** The endpoint line, then the operation's description (static HTML made at build time, fragment `id`), then its facts. */
function EndpointPart({endpoint, id}: {endpoint: PartData['endpoint']; id?: string}) {
  return (
    <div className="api-endpoint">
      <p className="api-endpoint__line">
        <span className="api-method" data-method={endpoint.method}>
          {endpoint.method.toUpperCase()}
        </span>{' '}
        <code className="api-endpoint__path">{endpoint.path}</code>
      </p>
      {id && <StaticHtml id={id} className="api-static" />}
      <dl className="api-facts">
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

function ErrorsIntro() {
  return (
    <p>
      Errors share one JSON shape, <code>{'{"error": {"code", "message", "param", "request_id"}}'}</code>. Branch on the
      status and the <code>code</code>, never on the message. <Link to="/developer#errors">How errors work</Link>
    </p>
  );
}

/** The webhook's line (who sends what) and the "Your values" control for the IDs in its example payload. */
function WebhookPart({event}: {event: string}) {
  const disclosure = useValuesDisclosure();
  return (
    <>
      <p className="api-endpoint__line">
        <span className="api-method" data-method="post">
          POST
        </span>{' '}
        <span>to your endpoint, event</span> <code>{event}</code>
      </p>
      <div className="api-toolbar">
        <ValuesButtons {...disclosure} />
      </div>
      <ValuesPanel {...disclosure} />
    </>
  );
}

/** Opens the signature checker; its code loads only then. */
function SignatureCheckerPart({data}: {data: CheckerData}) {
  const [open, setOpen] = useState(false);
  return (
    // A tool of the page, not what it says: `data-llms-exclude` keeps it out of the Markdown twin.
    <section className="api-checker" aria-labelledby="api-checker-title" data-llms-exclude="">
      <p id="api-checker-title" className="api-checker__title">
        Check a delivery&apos;s signature in this page
      </p>
      <p>
        Paste a delivery&apos;s raw body, its <code>{data.header}</code> header and your signing secret: the page tells
        you which step fails, or that the delivery is valid, and gives you a signed test delivery to send to your
        endpoint. Nothing leaves this page, and the secret is not stored.
      </p>
      {open ? (
        <SignatureChecker data={data} />
      ) : (
        <button type="button" className="api-button api-button--primary" onClick={() => setOpen(true)}>
          Open the signature checker
        </button>
      )}
    </section>
  );
}

/**
 * A static fence (```js title="…" static, src/plugins/api-reference/static-code.ts): its title and code, highlighted at
 * build time, and a button that copies the whole code.
 */
function CodePart({id}: {id: string}) {
  const block = useRef<HTMLDivElement>(null);
  return (
    <div className="api-code-file-part">
      <div className="api-code-file__tools">
        <CopyButton target={() => block.current?.querySelector('code')?.textContent ?? undefined} />
      </div>
      <StaticHtml id={id} ref={block} className="api-static" />
    </div>
  );
}

type Props = {part: string; id?: string; data?: string};

export default function ApiReference({part, id, data}: Props): ReactNode {
  const value: unknown = data === undefined ? undefined : JSON.parse(data);
  switch (part) {
    case 'static':
      return <StaticHtml id={id!} className="api-static" />;
    case 'code':
      return <CodePart id={id!} />;
    case 'endpoint':
      return <EndpointPart endpoint={value as PartData['endpoint']} id={id} />;
    case 'samples':
      return <Samples id={id!} data={value as PartData['samples']} />;
    case 'errors-intro':
      return <ErrorsIntro />;
    case 'webhook':
      return <WebhookPart event={(value as PartData['webhook']).event} />;
    case 'signature-checker':
      return <SignatureCheckerPart data={value as PartData['signature-checker']} />;
    default:
      throw new Error(`ApiReference: unknown part "${part}".`);
  }
}
