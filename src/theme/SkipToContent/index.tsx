/**
 * Swizzle of @theme/SkipToContent: eject (safe), theme-classic 3.10.2.
 * Why: upstream's link (theme-common SkipToContentLink) focuses <main> by
 * adding tabindex="-1", calling focus() and removing the tabindex at once.
 * Current Chromium applies the "focus fixup" rule to an element that stops
 * being focusable, so focus falls back to <body> and a keyboard reader lands at
 * the top of the page again. We keep tabindex="-1" until the element loses
 * focus. Same markup, label, styles and navigation reset as upstream.
 */
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css';

const fallbackId = '__docusaurus_skipToContent_fallback';

/** Focuses an element that is not focusable by itself, and keeps it focused. */
export function focusProgrammatically(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
  element.focus();
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const label = translate({
    id: 'theme.common.skipToMainContent',
    description: 'The skip to content label used for accessibility',
    message: 'Skip to main content',
  });

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(fallbackId);
    if (target) focusProgrammatically(target);
  }, []);

  // After a client-side navigation, start keyboard focus from the top again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusProgrammatically(containerRef.current);
    }
  });

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${fallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
