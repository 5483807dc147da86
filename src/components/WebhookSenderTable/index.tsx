/**
 * The addresses webhook deliveries come from, from config/webhook-senders.ts: the only place they are typed.
 * Shown on developer/webhook/trigger-ip.mdx; its firewall examples use the tokens made from the same list.
 */
import type {ReactNode} from 'react';
import {webhookSenders} from '../../../config/webhook-senders';

export default function WebhookSenderTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Location</th>
          <th scope="col">In use since</th>
        </tr>
      </thead>
      <tbody>
        {webhookSenders.map((sender) => (
          <tr key={sender.address}>
            <td>
              <code>{sender.address}</code>
            </td>
            <td>{sender.location}</td>
            <td>{sender.since}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
