/**
 * The addresses webhook deliveries, the flow builder's Send webhook requests and custom payment requests are sent
 * from, oldest first. developer/webhook/trigger-ip.mdx renders them (`WebhookSenderTable`) and its firewall examples
 * use the tokens config/facts.ts makes of them; security-and-compliance.mdx names their locations. Any workspace's
 * requests can come from any of them, whatever its data region: a sender holds a request only while it sends it.
 * Add an address here 30 days before it starts sending, with its first day as `since`. The build also publishes this
 * list as /files/webhook-senders.json (src/plugins/post-build/webhook-senders.ts), for readers' automation.
 *
 * For maintainers: the addresses below are placeholders from the RFC 5737 documentation ranges (192.0.2.0/24,
 * 198.51.100.0/24, 203.0.113.0/24), because the platform these docs describe is fictional and owns no addresses.
 * A real deployment puts its own allocated sender addresses here, and only here: the page's table, its firewall
 * examples, the JSON file and the other pages' tokens all follow.
 */
export const webhookSenders = [
  {address: '192.0.2.15/32', location: 'EU (Frankfurt)', since: '2025-03-01'},
  {address: '192.0.2.16/32', location: 'EU (Frankfurt)', since: '2025-03-01'},
  {address: '198.51.100.40/32', location: 'US East (Virginia)', since: '2025-03-01'},
  {address: '198.51.100.41/32', location: 'US East (Virginia)', since: '2025-03-01'},
  {address: '203.0.113.72/32', location: 'Asia Pacific (Singapore)', since: '2026-06-15'},
] as const;
