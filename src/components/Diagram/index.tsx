/**
 * A diagram drawn at build time (src/plugins/remark-diagrams.ts): the static SVG of a page's ```mermaid fence, in the
 * site's colours for both modes. Only pages with a diagram import it, and it has no stylesheet of its own (the site's
 * one stylesheet reaches every page), so it costs other pages nothing.
 */
import type {ReactNode} from 'react';

/** `svg`: the drawing's markup, made by the build from the page's own source, never from a reader's input. */
export default function Diagram({svg}: {svg: string}): ReactNode {
  return <div dangerouslySetInnerHTML={{__html: svg}} />;
}
