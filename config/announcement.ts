/**
 * The announcement bar. Change `id` whenever the text changes: readers who
 * closed the previous announcement then see the new one. The dismissal is
 * stored per id in the browser.
 */
export const announcement = {
  id: 'webhook-signatures-2026-11',
  content:
    'Webhook deliveries are now signed with HMAC-SHA256 and a timestamp. ' +
    '<a href="/guides/developer/webhook/conversation#verify-the-signature">Verify the signature</a> before you trust a payload.',
  isCloseable: true,
} as const;
