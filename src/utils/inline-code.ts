/**
 * A fact's text for a table component: each backticked span (`subscription.cancelled`) becomes inline code, as
 * Markdown shows it on a page, instead of text with its backticks. For facts that a component renders as text.
 */
import {createElement, type ReactNode} from 'react';

export function withInlineCode(text: string): ReactNode[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? createElement('code', {key: index}, part) : part));
}
