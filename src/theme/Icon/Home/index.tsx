/**
 * Swizzle of @theme/Icon/Home: wrap (unsafe: not in theme-classic's swizzle
 * list), theme-classic 3.10.2.
 * Why: the breadcrumbs' home link is named by its `aria-label` ("Home page");
 * the house icon inside it is decoration, but upstream renders it as a bare
 * `<svg>` with no name and no role, which IBM Equal Access reports on every
 * doc page (svg_graphics_labelled, WCAG 1.1.1). Hidden from assistive
 * technology here, so the link reads as its label alone.
 * Changes: adds `aria-hidden` and `focusable="false"`; a caller's props still win.
 */
import type {ComponentProps, ReactNode} from 'react';
import IconHome from '@theme-original/Icon/Home';

export default function IconHomeWrapper(props: ComponentProps<typeof IconHome>): ReactNode {
  return <IconHome aria-hidden="true" focusable="false" {...props} />;
}
