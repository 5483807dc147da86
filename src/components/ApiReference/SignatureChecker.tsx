/**
 * The webhook signature checker, loaded when a reader opens it (./index.tsx). It verifies a pasted delivery with
 * Web Crypto in the page (./signature.ts), says which step fails, shows the expected signature and a signed test
 * delivery. Nothing is stored or sent: the inputs live in this component's state only.
 */
import {useEffect, useId, useState} from 'react';
import {CopyButton} from './CopyButton';
import type {CheckerData} from '../../api-model';
import {sign, testDelivery, verify, type Verdict} from './signature';

const DEFAULT_URL = 'http://localhost:3000/webhooks/parley';
/** Made up, for the example: never a real endpoint's secret. */
const EXAMPLE_SECRET = 'whsec_example_not_a_real_secret_2f8c1d';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An async result, with the inputs it was computed from: shown only while they are still the current ones. */
type Keyed<T> = {key: string; value: T};

function useVerdict(body: string, header: string, secret: string, data: CheckerData, clock: number) {
  const key = JSON.stringify([body, header, secret, clock]);
  const empty = !body && !header && !secret;
  const [result, setResult] = useState<Keyed<{verdict?: Verdict; error?: string}> | undefined>(undefined);
  useEffect(() => {
    if (empty) return undefined;
    let current = true;
    verify({body, header, secret}, data, clock / 1000).then(
      (verdict) => current && setResult({key, value: {verdict}}),
      (reason: unknown) =>
        current && setResult({key, value: {error: reason instanceof Error ? reason.message : String(reason)}}),
    );
    return () => {
      current = false;
    };
  }, [body, header, secret, data, clock, key, empty]);
  return !empty && result?.key === key ? result.value : {};
}

function useSignedDelivery(body: string, secret: string, url: string, data: CheckerData, signedAt: number) {
  const key = JSON.stringify([body, secret, url, signedAt]);
  const [result, setResult] = useState<Keyed<string> | undefined>(undefined);
  useEffect(() => {
    if (!secret) return undefined;
    let current = true;
    sign(signedAt, body, secret).then((signature) => {
      if (current) setResult({key, value: testDelivery({url, body, timestamp: signedAt, signature, data})});
    });
    return () => {
      current = false;
    };
  }, [body, secret, url, data, signedAt, key]);
  return secret && result?.key === key ? result.value : undefined;
}

const STEP_NAMES = {header: 'Header', signature: 'Signature', timestamp: 'Timestamp'} as const;
const STATUS_WORDS = {pass: 'passes', fail: 'fails', skipped: 'not checked'} as const;

export default function SignatureChecker({data}: {data: CheckerData}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [showSecret, setShowSecret] = useState(false);
  const [url, setUrl] = useState(DEFAULT_URL);
  // The clock the verdict is measured against, and the time the test delivery is signed at: now, when the
  // reader changes something or asks again.
  const [clock, setClock] = useState(() => Date.now());
  const signedAt = Math.floor(clock / 1000);
  const {verdict, error} = useVerdict(body, header, secret, data, clock);
  const command = useSignedDelivery(body, secret, url, data, signedAt);
  const urlProblem = /^https?:\/\/\S+$/.test(url) ? undefined : 'Enter an http:// or https:// address.';

  const fillExample = async () => {
    const t = nowSeconds();
    setBody(data.example);
    setSecret(EXAMPLE_SECRET);
    setHeader(`t=${t},v1=${await sign(t, data.example, EXAMPLE_SECRET)}`);
    setClock(Date.now());
  };

  return (
    <form className="api-form api-checker__form" onSubmit={(event) => event.preventDefault()}>
      <div className="api-form__field">
        <label htmlFor={`${id}-body`}>Raw body</label>
        <textarea
          id={`${id}-body`}
          rows={6}
          value={body}
          spellCheck={false}
          aria-describedby={`${id}-body-hint`}
          onChange={(event) => {
            setBody(event.target.value);
            setClock(Date.now());
          }}
        />
        <p id={`${id}-body-hint`} className="api-form__hint">
          The bytes your endpoint received, before any JSON parsing: from your server&apos;s log, or the endpoint&apos;s
          Recent deliveries in the dashboard.
        </p>
      </div>
      <div className="api-form__field">
        <label htmlFor={`${id}-header`}>{data.header} header</label>
        <input
          id={`${id}-header`}
          type="text"
          value={header}
          spellCheck={false}
          autoComplete="off"
          placeholder="t=1795255393,v1=3f6c…"
          onChange={(event) => {
            setHeader(event.target.value);
            setClock(Date.now());
          }}
        />
      </div>
      <div className="api-form__field">
        <label htmlFor={`${id}-secret`}>Signing secret</label>
        <div className="api-form__row">
          <input
            id={`${id}-secret`}
            type={showSecret ? 'text' : 'password'}
            value={secret}
            spellCheck={false}
            autoComplete="off"
            placeholder="whsec_…"
            aria-describedby={`${id}-secret-hint`}
            onChange={(event) => {
              setSecret(event.target.value);
              setClock(Date.now());
            }}
          />
          <button
            type="button"
            className="api-button"
            aria-pressed={showSecret}
            onClick={() => setShowSecret(!showSecret)}>
            Show
          </button>
        </div>
        <p id={`${id}-secret-hint`} className="api-form__hint">
          The endpoint&apos;s secret from the dashboard. It stays in this page: not stored, not sent.
        </p>
      </div>
      <div className="api-toolbar">
        <button type="button" className="api-button" onClick={() => void fillExample()}>
          Fill in an example
        </button>
        <button type="button" className="api-button" onClick={() => setClock(Date.now())}>
          Check again now
        </button>
      </div>

      <div className="api-checker__verdict" role="status" aria-live="polite" aria-atomic="true">
        {error ? (
          <p className="api-form__error">The browser could not compute the signature: {error}</p>
        ) : verdict ? (
          <p className={verdict.valid ? 'api-verdict api-verdict--valid' : 'api-verdict api-verdict--invalid'}>
            {verdict.summary}
          </p>
        ) : (
          <p>Paste a delivery, or fill in an example, to check it.</p>
        )}
      </div>
      {verdict && (
        <ol className="api-checker__steps" aria-label="Steps">
          {verdict.steps.map((step) => (
            <li key={step.name} data-status={step.status}>
              <strong>
                {STEP_NAMES[step.name]} {STATUS_WORDS[step.status]}.
              </strong>{' '}
              {step.detail}
            </li>
          ))}
        </ol>
      )}
      {verdict?.expected && (
        <div className="api-form__field">
          <p className="api-subtitle">Expected signature</p>
          <p className="api-form__hint">
            The v1 this body and secret give for t={verdict.expectedFor}
            {header.trim() ? '' : ' (now)'}:
          </p>
          <pre className="api-code" tabIndex={0}>
            <code data-testid="expected-signature">{verdict.expected}</code>
          </pre>
        </div>
      )}
      {command && (
        <div className="api-form__field">
          <p className="api-subtitle">Signed test delivery</p>
          <label htmlFor={`${id}-url`}>Your endpoint</label>
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            spellCheck={false}
            aria-invalid={urlProblem ? true : undefined}
            aria-describedby={`${id}-url-hint`}
            onChange={(event) => setUrl(event.target.value)}
          />
          <p id={`${id}-url-hint`} className={urlProblem ? 'api-form__error' : 'api-form__hint'}>
            {urlProblem ??
              `This body, signed now with this secret (t=${signedAt}). Your endpoint accepts it for ${Math.round(data.toleranceSeconds / 60)} minutes; check again for a fresh one.`}
          </p>
          {!urlProblem && (
            <>
              <pre className="api-code" tabIndex={0}>
                <code className="language-bash" data-testid="test-delivery">
                  {command}
                </code>
              </pre>
              <CopyButton target={() => command} label="Copy the command" />
            </>
          )}
        </div>
      )}
    </form>
  );
}
