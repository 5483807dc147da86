/**
 * A fragment of the reference's static HTML (field lists, samples, examples), rendered at build time by
 * src/plugins/api-reference/render.ts. React does not hydrate it: on a first visit the server's HTML stays as it
 * is, at no cost to the page's start-up.
 */
import {forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState} from 'react';
import {fragmentHtml, rememberFragment, type Html} from './registry';
import {applyValues, useShownValues} from './values';

/** What React gets on a first visit: nothing to write, the HTML is already there. One object, never a new one. */
const KEEP: Html = {__html: ''};

type Props = {id: string; className?: string};

const StaticHtml = forwardRef<HTMLDivElement | null, Props>(function StaticHtml({id, className}, forwarded) {
  const element = useRef<HTMLDivElement>(null);
  useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(forwarded, () => element.current, []);
  // Read once: the same object for the component's life, so React never writes the HTML again.
  const [html] = useState(() => fragmentHtml(id));
  useLayoutEffect(() => {
    // Before any effect changes it (the reader's values, the sample shown): the HTML as the server wrote it.
    if (!html && element.current) rememberFragment(id, element.current.innerHTML);
  }, [html, id]);
  const values = useShownValues();
  useEffect(() => {
    // The reader's API key and IDs (and a recipe's values) where the samples and examples mark them.
    if (element.current) applyValues(element.current, values);
  }, [values]);
  return (
    <div
      ref={element}
      className={className}
      data-api-fragment={id}
      dangerouslySetInnerHTML={html ?? KEEP}
      suppressHydrationWarning
    />
  );
});

export default StaticHtml;
