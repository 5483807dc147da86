/**
 * The MCP server: four read-only tools over the published guides.
 *
 * - search_guides: the site's search, ranked as its search box ranks.
 * - read_page: a page as Markdown (its published twin).
 * - list_operations, get_operation: the HTTP API and its webhooks from the
 *   published OpenAPI document, as structured data.
 */
import {createRequire} from 'node:module';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {areaNames, Guides, pageUrl, type SearchResult} from './guides';
import {getOperation, listOperations, type Operation} from './operations';
import {NotFoundError} from './source';

// The same relative path from src/ (a checkout) and dist/ (the published package).
const {version} = createRequire(import.meta.url)('../package.json') as {version: string};

const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true} as const;

const searchResult = z.object({
  title: z.string(),
  url: z.string().describe("The page's URL, with the best-matching section's fragment"),
  page: z.string().describe('The page path to pass to read_page'),
  markdownUrl: z.string(),
  area: z.string(),
  breadcrumb: z.array(z.string()),
  section: z.string().nullable(),
  passage: z
    .string()
    .nullable()
    .describe("The best-matching section's sentence, list item or table row that holds the most of the query's words"),
  description: z.string(),
});

const operationSummary = z.object({
  kind: z.enum(['operation', 'webhook']),
  id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
});

function resultsAsText(query: string, results: SearchResult[]): string {
  if (results.length === 0) return `No page of the guides matches "${query}". Try other words, or fewer of them.`;
  return results
    .map(
      (result, i) =>
        `${i + 1}. ${result.title} (${result.breadcrumb.join(' › ')})\n   ${result.url}\n   page: ${result.page}` +
        (result.passage ? `\n   “${result.passage}”` : '') +
        (result.description ? `\n   ${result.description}` : ''),
    )
    .join('\n');
}

export function createServer(guides: Guides): McpServer {
  const server = new McpServer(
    {name: 'help-docs', title: 'Parley Help Docs', version},
    {
      instructions:
        'The Parley Help Docs: User, Developer and Integration Guides, and the HTTP API reference. ' +
        'Use search_guides to find the page that answers a question, read_page to read it as Markdown, ' +
        'and list_operations / get_operation for API operations and webhooks (method, path, parameters, schemas). ' +
        `The guides are read from ${guides.source.description}.`,
    },
  );

  server.registerTool(
    'search_guides',
    {
      title: 'Search the guides',
      description:
        "Search the Parley guides with the site's own search: one result per page, best first, with the page's " +
        'best-matching section. Ask as a reader would ("receive a webhook when a lead is created"). ' +
        'Then call read_page with a result\'s "page" to read it.',
      inputSchema: {
        query: z.string().min(1).describe('The question or words to search for'),
        area: z
          .enum(areaNames as [string, ...string[]])
          .optional()
          .describe('Search one guide area only (as the search box does inside it); all areas when absent'),
        limit: z.number().int().min(1).max(50).optional().describe('How many pages to return (default 8)'),
      },
      outputSchema: {results: z.array(searchResult)},
      annotations: readOnly,
    },
    async ({query, area, limit}) => {
      const results = await guides.search(query, {area, limit});
      return {content: [{type: 'text', text: resultsAsText(query, results)}], structuredContent: {results}};
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description:
        'Read a page of the guides as Markdown (the Markdown version the site publishes beside each page). ' +
        'Name it by its path ("developer/api/lead"), its URL, or its Markdown URL.',
      inputSchema: {page: z.string().min(1).describe('The page: a path from search_guides, or its URL')},
      annotations: readOnly,
    },
    async ({page}) => {
      try {
        const found = await guides.page(page);
        return {content: [{type: 'text', text: found.markdown}]};
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return {
          isError: true,
          content: [
            {type: 'text', text: `No page "${page}" in the guides (${error.message}). Find it with search_guides.`},
          ],
        };
      }
    },
  );

  const openApi = async () => JSON.parse(await guides.source.read('openapi.json')) as Record<string, unknown>;

  server.registerTool(
    'list_operations',
    {
      title: 'List API operations',
      description:
        "The Parley HTTP API's operations and webhooks (from the published OpenAPI document): id, method, path, " +
        'summary and tags. Get one in full with get_operation.',
      inputSchema: {
        tag: z.string().optional().describe('Only operations with this tag ("Chat", "Chatbots", "Leads" …)'),
        kind: z.enum(['operation', 'webhook']).optional().describe('Only API operations, or only webhooks'),
      },
      outputSchema: {operations: z.array(operationSummary)},
      annotations: readOnly,
    },
    async ({tag, kind}) => {
      const operations = listOperations(await openApi(), {tag, kind});
      const text = operations.map(
        (operation) => `${operation.id}: ${operation.method} ${operation.path} — ${operation.summary}`,
      );
      return {
        content: [{type: 'text', text: text.join('\n') || 'No operation matches.'}],
        structuredContent: {operations},
      };
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation or webhook of the Parley HTTP API in full, references resolved: method, path, full URL, ' +
        'parameters, request body and responses with their schemas and examples, and the guide page that documents it. ' +
        'Name it by operationId ("listLeads"), by "METHOD /path" ("GET /chatbots/{chatbot_id}/leads") or, for a ' +
        'webhook, by its event ("lead.created").',
      inputSchema: {operation: z.string().min(1).describe('operationId, "METHOD /path" or webhook event')},
      outputSchema: {
        operation: operationSummary
          .extend({
            description: z.string().optional(),
            url: z.string().optional(),
            parameters: z.array(
              z.object({
                name: z.string(),
                in: z.string(),
                required: z.boolean(),
                description: z.string().optional(),
                schema: z.unknown().optional(),
              }),
            ),
            requestBody: z.unknown().optional(),
            responses: z.record(z.string(), z.unknown()),
            guidePage: z.object({title: z.string(), url: z.string(), page: z.string()}).optional(),
          })
          .passthrough(),
      },
      annotations: readOnly,
    },
    async ({operation: name}) => {
      const document = await openApi();
      const operation = getOperation(document, name);
      if (!operation) {
        return {
          isError: true,
          content: [
            {
              type: 'text',
              text: `No operation "${name}" in the OpenAPI document. Call list_operations for the ids and paths.`,
            },
          ],
        };
      }
      const guidePage = await documentingPage(guides, operation);
      const result = {...operation, ...(guidePage ? {guidePage} : {})};
      return {content: [{type: 'text', text: JSON.stringify(result, null, 2)}], structuredContent: {operation: result}};
    },
  );

  return server;
}

/**
 * The guide page that renders an operation's or a webhook's reference: found with the site's search, and
 * confirmed by its Markdown, which names the operation ("Operation ID `listLeads`") or the event
 * ("event `lead.created`").
 */
async function documentingPage(guides: Guides, operation: Operation) {
  const marker = operation.kind === 'webhook' ? `event \`${operation.path}\`` : `\`${operation.id}\``;
  const query = operation.kind === 'webhook' ? operation.path : operation.id;
  const candidates = await guides.search(query, {area: 'developer', limit: 5}).catch(() => []);
  for (const candidate of candidates) {
    const {markdown} = await guides.page(candidate.page).catch(() => ({markdown: ''}));
    if (markdown.includes(marker)) {
      return {title: candidate.title, url: pageUrl(guides.site, candidate.page), page: candidate.page};
    }
  }
  return undefined;
}
