/**
 * Swizzle of @theme/Admonition/Layout: eject (safe), theme-classic 3.10.2.
 * Why: the Markdown twins (src/plugins/llms/html-to-markdown.ts) turn an
 * admonition into a block quote with its label. Upstream marks the heading and
 * the body only with hashed CSS-module classes (`admonitionHeading_…`), which
 * an upgrade may rename and silently drop every admonition from the twins.
 * Changes: marked // CUSTOM … // CUSTOM END (a data attribute on the heading and on the body, and the decorative icon hidden from assistive technology; each CUSTOM comment covers its function's return). The upstream
 * CSS module is imported, not copied (listed in src/theme/internals.ts).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import type {Props} from '@theme/Admonition/Layout';

// CUSTOM: upstream's styles, not a copy.
import styles from '@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css';
// CUSTOM END

function AdmonitionContainer({
  type,
  className,
  children,
  id,
}: Pick<Props, 'type' | 'className' | 'id'> & {children: ReactNode}) {
  return (
    <div
      className={clsx(
        ThemeClassNames.common.admonition,
        ThemeClassNames.common.admonitionType(type),
        styles.admonition,
        className,
      )}
      id={id}>
      {children}
    </div>
  );
}

function AdmonitionHeading({icon, title}: Pick<Props, 'icon' | 'title'>) {
  // CUSTOM: data-admonition-heading, for the Markdown twins; the icon is decoration (the heading's text names
  // the admonition), hidden from assistive technology (IBM Equal Access: svg_graphics_labelled).
  return (
    <div className={styles.admonitionHeading} data-admonition-heading="">
      <span className={styles.admonitionIcon} aria-hidden="true">
        {icon}
      </span>
      {title}
    </div>
  );
}

function AdmonitionContent({children}: Pick<Props, 'children'>) {
  // CUSTOM: data-admonition-content (one attribute), for the Markdown twins.
  return children ? (
    <div className={styles.admonitionContent} data-admonition-content="">
      {children}
    </div>
  ) : null;
}

export default function AdmonitionLayout(props: Props): ReactNode {
  const {type, icon, title, children, className, id} = props;
  return (
    <AdmonitionContainer type={type} className={className} id={id}>
      {title || icon ? <AdmonitionHeading title={title} icon={icon} /> : null}
      <AdmonitionContent>{children}</AdmonitionContent>
    </AdmonitionContainer>
  );
}
