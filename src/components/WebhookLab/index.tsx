/**
 * The webhook lab (developer/webhook/lab.mdx): the reader picks a documented event, types their signing secret,
 * edits the payload (checked against the event's schema), and gets it signed exactly as the platform signs it,
 * with one `curl` command that posts it to their local server. The page sends nothing: the reader's terminal does.
 * The secret stays in this component's state, never in storage.
 */
import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import type {LabData, LabEvent} from '../../api-model';
import {CopyButton} from '../ApiReference/CopyButton';
import {duration} from '../ApiReference/signature';
import {retrySchedule, signDelivery, startingPayload, urlProblem, type SignedDelivery} from './lab-model';

type Signed = {event: string; first: SignedDelivery; retry?: SignedDelivery};

/** The payload's problems against the event's schema, in words (the validator loads with the first check). */
async function payloadProblems(event: LabEvent, payload: string): Promise<string[]> {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch (error) {
    return [`The payload is not valid JSON: ${(error as Error).message}`];
  }
  const {Validator} = await import('@cfworker/json-schema');
  const result = new Validator(event.schema as object, '2020-12', false).validate(value);
  if (result.valid) return [];
  // The validator reports each failing keyword up the tree; the deepest ones say what to fix.
  const leaves = result.errors.filter(
    (error) =>
      !result.errors.some(
        (other) => other !== error && other.instanceLocation.startsWith(`${error.instanceLocation}/`),
      ),
  );
  return [
    ...new Set(leaves.map((error) => `${error.instanceLocation.replace(/^#/, '') || 'The payload'}: ${error.error}`)),
  ].slice(0, 6);
}

function Delivery({title, delivery, note}: {title: string; delivery: SignedDelivery; note: ReactNode}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="api-panel">
      <h2 id={id}>{title}</h2>
      <p>{note}</p>
      <p>
        <strong>Headers</strong>
      </p>
      <pre tabIndex={0} aria-label={`${title}: headers`}>
        <code>{delivery.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</code>
      </pre>
      <p>
        <strong>Body</strong>, the exact bytes that were signed:
      </p>
      <pre tabIndex={0} aria-label={`${title}: body`}>
        <code>{delivery.body}</code>
      </pre>
      <p>
        <strong>Command</strong>: run it in a terminal on the machine where your server runs.
      </p>
      <pre tabIndex={0} aria-label={`${title}: command`} data-lab-command="">
        <code>{delivery.command}</code>
      </pre>
      <div className="api-toolbar">
        <CopyButton target={() => delivery.command} label={`Copy the command: ${title.toLowerCase()}`} />
      </div>
    </section>
  );
}

export default function WebhookLab({data: json}: {data?: string}): ReactNode {
  if (!json) throw new Error('<WebhookLab /> has no data: the api-reference remark plugin gives it its events.');
  const data = useMemo(() => JSON.parse(json) as LabData, [json]);
  const ids = {event: useId(), secret: useId(), url: useId(), payload: useId(), problems: useId(), urlProblem: useId()};
  const [eventName, setEventName] = useState(data.events[0]!.event);
  const event = data.events.find((item) => item.event === eventName)!;
  const [payload, setPayload] = useState(() => startingPayload(data.events[0]!));
  const [secret, setSecret] = useState('');
  const [url, setUrl] = useState(data.events[0]!.url);
  const [problems, setProblems] = useState<{payload: string; list: string[]} | undefined>(undefined);
  const [signed, setSigned] = useState<Signed | undefined>(undefined);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let current = true;
    void payloadProblems(event, payload).then((list) => current && setProblems({payload, list}));
    return () => {
      current = false;
    };
  }, [event, payload]);

  const checked = problems?.payload === payload ? problems.list : undefined;
  const badUrl = urlProblem(url);

  const choose = (name: string) => {
    const next = data.events.find((item) => item.event === name)!;
    setEventName(name);
    setPayload(startingPayload(next));
    if (url === event.url) setUrl(next.url);
    setSigned(undefined);
  };

  const sign = async () => {
    if (!secret) return setStatus(`Type the ${event.secret.said} first: the delivery is signed with it.`);
    if (badUrl) return setStatus(`Check your server's address: ${badUrl}`);
    const list = checked ?? (await payloadProblems(event, payload));
    if (list.length > 0) {
      return setStatus(
        `The payload does not match the ${event.event} schema: ${list.length === 1 ? '1 problem' : `${list.length} problems`} to fix first.`,
      );
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const first = await signDelivery({event, payload, secret, timestamp, url});
    // A retry is the same event again, signed when it is sent: the first comes after the first delay.
    const retry = event.retried
      ? await signDelivery({event, payload, secret, timestamp: timestamp + 60, url})
      : undefined;
    setSigned({event: event.event, first, ...(retry ? {retry} : {})});
    setStatus(
      `Signed ${event.event} at t=${timestamp}. The command is below; run it within ${duration(data.toleranceSeconds)}.`,
    );
  };

  const schedule = retrySchedule(data);

  // The lab's form is a tool of the page: `data-llms-exclude` keeps it out of the Markdown twin, which keeps the prose.
  return (
    <div className="api-form" data-llms-exclude="">
      <form aria-label="Sign a test delivery" onSubmit={(submit) => (submit.preventDefault(), void sign())}>
        <div className="api-form__field">
          <label htmlFor={ids.event}>Event</label>
          <select id={ids.event} value={eventName} onChange={(change) => choose(change.target.value)}>
            {data.events.map((item) => (
              <option key={item.event} value={item.event}>
                {item.event}: {item.summary}
              </option>
            ))}
          </select>
        </div>
        <div className="api-form__field">
          <label htmlFor={ids.secret}>
            Signing secret{' '}
            <span className="api-form__hint">
              {event.event} is signed with the {event.secret.said}; it stays in this page
            </span>
          </label>
          <input
            id={ids.secret}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={secret}
            onChange={(change) => setSecret(change.target.value)}
          />
        </div>
        <div className="api-form__field">
          <label htmlFor={ids.url}>
            Your local server <span className="api-form__hint">where the command posts</span>
          </label>
          <input
            id={ids.url}
            type="text"
            inputMode="url"
            spellCheck={false}
            value={url}
            aria-invalid={badUrl ? true : undefined}
            aria-describedby={badUrl ? ids.urlProblem : undefined}
            onChange={(change) => setUrl(change.target.value)}
          />
          {badUrl && (
            <p id={ids.urlProblem} className="api-form__error">
              {badUrl}
            </p>
          )}
        </div>
        <div className="api-form__field">
          <label htmlFor={ids.payload}>
            Payload <span className="api-form__hint">JSON, checked against the {event.event} schema</span>
          </label>
          <textarea
            id={ids.payload}
            rows={14}
            spellCheck={false}
            value={payload}
            aria-invalid={checked?.length ? true : undefined}
            aria-describedby={ids.problems}
            onChange={(change) => {
              setPayload(change.target.value);
              setSigned(undefined);
            }}
          />
          <div id={ids.problems}>
            {checked === undefined ? null : checked.length === 0 ? (
              <p>The payload matches the {event.event} schema.</p>
            ) : (
              <ul className="api-form__error">
                {checked.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="api-toolbar">
          <button type="submit" className="api-button api-button--primary">
            Sign the delivery
          </button>
          <button
            type="button"
            className="api-button"
            onClick={() => {
              setPayload(startingPayload(event));
              setSigned(undefined);
            }}>
            Start again from the example
          </button>
        </div>
        <p role="status" aria-live="polite">
          {status}
        </p>
      </form>
      {signed && (
        <>
          <Delivery
            title="The delivery"
            delivery={signed.first}
            note={
              <>
                Your server should answer with any <code>2xx</code> status (<code>200</code>, <code>202</code>,{' '}
                <code>204</code>…): the platform accepts them all. Signed at <code>t</code> = now: a server following
                the guide accepts it for {duration(data.toleranceSeconds)}; sign again after that.
              </>
            }
          />
          {signed.retry && (
            <Delivery
              title="A duplicate: the first retry"
              delivery={signed.retry}
              note={
                <>
                  The same event as the platform sends it again when it had no <code>2xx</code> answer in time: the same
                  body and <code>{event.eventIdHeader}</code>, signed a minute later. Run both commands: your server
                  should answer <code>2xx</code> to each and handle the event once.
                </>
              }
            />
          )}
          {!signed.retry && (
            <p>
              <code>{signed.event}</code> is not retried: the visitor is waiting, so an answer other than{' '}
              <code>2xx</code> within seconds ends the request.
            </p>
          )}
        </>
      )}
      <h2>When a delivery fails</h2>
      <p>
        An answer other than <code>2xx</code>, a timeout or a connection error is retried with the same body and event
        ID, {data.attempts} attempts in all. Each attempt is signed when it is sent.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">Wait before it</th>
            <th scope="col">Since the first attempt</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.attempt}>
              <td>{row.attempt}</td>
              <td>{row.wait}</td>
              <td>{row.elapsedSeconds === 0 ? '0' : duration(row.elapsedSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
