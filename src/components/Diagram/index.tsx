/**
 * A diagram drawn at build time (src/plugins/remark-diagrams.ts): the static SVG of a page's ```mermaid fence. Only
 * pages with a diagram import it, so its stylesheet, which gives the drawing the site's colours in light and dark
 * mode, reaches no other page.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** `svg`: the drawing's markup, made by the build from the page's own source, never from a reader's input. */
export default function Diagram({svg}: {svg: string}): ReactNode {
  return <div className={styles.diagram} dangerouslySetInnerHTML={{__html: svg}} />;
}
