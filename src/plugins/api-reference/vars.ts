/**
 * The values a reader can set once for every request sample ("Your values"): their API key and the IDs the
 * paths take. Pure functions, shared by the build (which marks the values in the samples) and the page (which
 * checks what the reader types).
 */
import {API_KEY_PLACEHOLDER, type VarInfo} from '../../api-model';
import type {OpenApiDocument} from './types';
import {operationsById, parametersOf} from './view';

const LABELS: Record<string, string> = {api_key: 'API key'};

/** `chatbot_id` → `Chatbot ID`. */
function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.split('_');
  return words
    .map((word, index) => (word === 'id' ? 'ID' : index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** The API key, then each path parameter of the document once, with its first example. */
export function varsOf(document: OpenApiDocument): VarInfo[] {
  const scheme = Object.values(document.components?.securitySchemes ?? {})[0];
  const vars: VarInfo[] = [
    {
      name: 'api_key',
      label: LABELS.api_key,
      example: API_KEY_PLACEHOLDER,
      description: (scheme?.description ?? 'A secret API key from the dashboard.').trim(),
      pattern: '^sk_(live|test)_[A-Za-z0-9]+$',
      secret: true,
    },
  ];
  const seen = new Map<string, string>();
  for (const located of operationsById(document).values()) {
    for (const parameter of parametersOf(located)) {
      if (parameter.in !== 'path' || typeof parameter.example !== 'string') continue;
      const known = seen.get(parameter.name);
      if (known !== undefined) {
        if (known !== parameter.example) {
          throw new Error(
            `openapi/openapi.yaml: the path parameter ${parameter.name} has two examples, ${known} and ` +
              `${parameter.example} (${located.operation.operationId}). Give it one example everywhere, so that ` +
              'readers who set their own see it in every sample.',
          );
        }
        continue;
      }
      seen.set(parameter.name, parameter.example);
      vars.push({
        name: parameter.name,
        label: labelOf(parameter.name),
        example: parameter.example,
        description: (parameter.description ?? '').trim(),
        pattern: parameter.schema?.pattern,
        secret: false,
      });
    }
  }
  return vars;
}

/** The example of each value, by name: what the build marks in the samples. */
export function varDefaults(document: OpenApiDocument): Record<string, string> {
  return Object.fromEntries(varsOf(document).map((item) => [item.name, item.example]));
}
