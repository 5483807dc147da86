/**
 * The webhook lab's data (src/components/WebhookLab), from openapi.yaml's `webhooks` and config/facts.ts: every
 * event with its summary, signature headers, example payload and schema, and the retry schedule. A page that
 * writes `<WebhookLab />` gets it as the element's `data` (the remark plugin, ./remark.ts, calls `expandLab`).
 */
import type {Root} from 'mdast';
import type {} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {webhookDelivery} from '../../../config/facts';
import type {LabData, LabEvent} from '../../api-model';
import type {OpenApiDocument} from './types';
import {exampleOf} from './view';

export const LAB_ELEMENT = 'WebhookLab';

/** The local address each kind of request goes to in the lab, as the servers of the guides listen. */
const LOCAL_URLS: Record<LabEvent['secret']['kind'], string> = {
  endpoint: 'http://localhost:3000/webhooks/parley',
  flow: 'http://localhost:3000/parley/flow',
  payment: 'http://localhost:3000/parley/checkout',
};

/**
 * Which secret signs an event, read from its signature header's description in openapi.yaml ("… keyed with the
 * chatbot's **Flow webhook secret**"): the document says it once, and the lab shows the reader what it says.
 */
function signingSecretOf(event: string, description: string | undefined): LabEvent['secret'] {
  const text = (description ?? '').replace(/\s+/g, ' ');
  const said = /keyed with the ([^.]+?)(?:\. |\.$)/.exec(text)?.[1]?.replace(/\*\*/g, '');
  if (!said) {
    throw new Error(
      `openapi/openapi.yaml: the signature header of webhook ${event} must say which secret signs it ` +
        '("… keyed with the endpoint\'s signing secret."), for the webhook lab.',
    );
  }
  const kind = /flow webhook secret/i.test(said) ? 'flow' : /integration/i.test(said) ? 'payment' : 'endpoint';
  return {kind, said};
}

export function labData(document: OpenApiDocument): LabData {
  const events: LabEvent[] = Object.entries(document.webhooks ?? {}).map(([event, item]) => {
    const operation = item.post!;
    const media = operation.requestBody?.content['application/json'];
    const headers = operation.parameters?.filter((parameter) => parameter.in === 'header') ?? [];
    const signature = headers.find((header) => /signature/i.test(header.name));
    const eventId = headers.find((header) => /event-id/i.test(header.name));
    if (!signature || !media?.schema || exampleOf(media) === undefined) {
      throw new Error(
        `openapi/openapi.yaml: webhook ${event} needs a signature header, a JSON schema and an example for the webhook lab.`,
      );
    }
    // An event with an event ID is an endpoint's webhook, retried until acknowledged; `flow.webhook` goes to the
    // flow block's address and `payment.requested` to the Checkout URL, neither retried (the visitor is waiting).
    const secret = signingSecretOf(event, signature.description);
    return {
      event,
      summary: operation.summary ?? '',
      url: LOCAL_URLS[secret.kind],
      secret,
      signatureHeader: signature.name,
      ...(eventId ? {eventIdHeader: eventId.name} : {}),
      retried: Boolean(eventId),
      example: exampleOf(media),
      schema: media.schema,
    };
  });
  return {
    events,
    toleranceSeconds: webhookDelivery.signatureToleranceMinutes * 60,
    retryDelays: [...webhookDelivery.retryDelays],
    attempts: webhookDelivery.attempts,
  };
}

/** Gives every `<WebhookLab />` of the page its data. */
export function expandLab(tree: Root, document: OpenApiDocument): void {
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === LAB_ELEMENT) {
      node.attributes = [
        ...(node.attributes ?? []).filter(
          (attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'data',
        ),
        {type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(labData(document))},
      ];
    }
  });
}
