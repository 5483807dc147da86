/**
 * The answer "Try it" shows beside the request builder: the simulated response (./try-it.ts), marked as such, and
 * announced to screen readers when it changes. Part of the builder's chunk, so it loads with the builder.
 */
import {useId} from 'react';
import type {SimulatedResponse} from './try-it';

/** One sentence for the live region: what came back, and that it was simulated. */
export function announcement(response: SimulatedResponse | undefined): string {
  if (!response) return '';
  const status = `${response.status} ${response.statusText}`.trim();
  if (response.error) {
    return `Simulated response: ${status}, error ${response.error.code}${response.error.param ? ` on ${response.error.param}` : ''}. ${response.error.retry}`;
  }
  const echoed = response.echoed.length
    ? ` It carries your ${response.echoed.length === 1 ? 'value' : 'values'} for ${response.echoed.join(', ')}.`
    : '';
  return `Simulated response: ${status}.${echoed}`;
}

export default function TryItResponse({response}: {response: SimulatedResponse | undefined}) {
  const titleId = useId();
  return (
    <section className="api-panel api-try-it" aria-labelledby={titleId}>
      <p id={titleId}>
        <strong>Simulated response</strong>: worked out in this page from the API reference. Nothing was sent.
      </p>
      {/* Announced on every answer, so a screen reader hears the status without moving to it. */}
      <p role="status" aria-live="polite" aria-atomic="true">
        {response
          ? announcement(response)
          : 'Press Try it to see the response this request would get. Nothing is sent.'}
      </p>
      {response && (
        <>
          <p>
            <code>
              HTTP {response.status} {response.statusText}
            </code>{' '}
            {!response.error && response.description}
            {response.generated && ' Generated from the response schema: the reference has no example for it.'}
          </p>
          {response.error && (
            <dl className="api-facts">
              <dt>Error code</dt>
              <dd>
                <code>{response.error.code}</code>
              </dd>
              <dt>Meaning</dt>
              <dd>{response.error.meaning}</dd>
              <dt>Retry?</dt>
              <dd>{response.error.retry}</dd>
            </dl>
          )}
          {response.body !== undefined && (
            <pre tabIndex={0} aria-label={`Simulated response body, ${response.status}`}>
              <code>{JSON.stringify(response.body, null, 2)}</code>
            </pre>
          )}
        </>
      )}
    </section>
  );
}
