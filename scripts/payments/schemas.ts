/**
 * The payment block of openapi/openapi.yaml as validators: the payment request (`payment.requested`), the answer
 * to it, and the payment events sent to the Events URL (`reportPaymentEvent`). Tests hold every flow, sample and
 * example to these, so that the integration guide and the document cannot drift apart.
 */
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {loadDocument} from '../../src/plugins/api-reference/document';
import type {Schema} from '../../src/plugins/api-reference/types';

export type Validator = (value: unknown) => string[];

function compile(schema: Schema): Validator {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats.default(ajv);
  const validate = ajv.compile(schema as object);
  return (value) =>
    validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** What the schema says in words about single event types, checked too. */
function eventRules(value: unknown): string[] {
  const event = value as Record<string, unknown>;
  const problems: string[] = [];
  if (event?.type === 'subscription.active') {
    if (typeof event.customer_reference !== 'string') problems.push('subscription.active needs customer_reference');
    if (typeof event.current_period_end !== 'string') problems.push('subscription.active needs current_period_end');
  }
  if (event?.type === 'subscription.renewed' && typeof event.current_period_end !== 'string') {
    problems.push('subscription.renewed needs current_period_end');
  }
  return problems;
}

export async function paymentSchemas() {
  const {dereferenced} = await loadDocument();
  const webhook = dereferenced.webhooks?.['payment.requested']?.post;
  const operation = dereferenced.paths?.['/payment-integrations/{payment_integration_id}/events']?.post;
  if (!webhook || !operation) throw new Error('openapi/openapi.yaml: the payment block is missing');
  const requestSchema = webhook.requestBody!.content['application/json'].schema!;
  const answerSchema = webhook.responses['200'].content!['application/json'].schema!;
  const eventSchema = operation.requestBody!.content['application/json'].schema!;
  const checkEvent = compile(eventSchema);
  return {
    requestSchema,
    answerSchema,
    eventSchema,
    requestExample: webhook.requestBody!.content['application/json'].example as Record<string, unknown>,
    checkRequest: compile(requestSchema),
    checkAnswer: compile(answerSchema),
    checkEvent: ((value) => [...checkEvent(value), ...eventRules(value)]) as Validator,
  };
}

/** Whether a dotted path (`lead.email`) names a property of an object schema. */
export function schemaHasPath(schema: Schema, path: string[]): boolean {
  let current: Schema | undefined = schema;
  for (const key of path) {
    current = current?.properties?.[key];
    if (!current) return false;
  }
  return true;
}
