import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import type {Node} from './remark';
import {expandRecipe} from './recipe';

/** Which page renders each operation (the API reference plugin finds them while it reads the pages). */
const referencePages = {'operation:createChatSession': '/developer/api/chat/create-session'};

const page = (...children: Node[]): Node => ({type: 'root', children});
let line = 10;
const step = (name: 'RecipeStep' | 'RecipeWebhook', attributes: Record<string, string>): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children: [{type: 'paragraph', children: [{type: 'text', value: 'Why this step.'}]}],
  position: {start: {line: (line += 4)}},
});

const attribute = (node: Node, name: string) => node.attributes?.find((item) => item.name === name)?.value;
const elements = (node: Node, name: string): Node[] =>
  node.name === name ? [node] : (node.children ?? []).flatMap((child) => elements(child, name));

describe('remark-recipes', () => {
  test('a step names the operation; values flow into the later steps, marked in their samples', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    const tree = page(
      step('RecipeStep', {operation: 'createChatSession', returns: 'session_id=id'}),
      step('RecipeStep', {
        operation: 'messageChatbot',
        uses: 'session_id',
        body: '{"content": "Is the oak table in stock?"}',
      }),
    );
    const output = await (
      await expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, referencePages)
    )?.render(referencePages);
    const steps = elements(tree, 'div');
    expect(steps.map((node) => attribute(node, 'data-recipe-step'))).toEqual(['1', '2']);
    expect(attribute(steps[0]!, 'data-returns')).toBe('[{"name":"session_id","path":"id"}]');
    expect(attribute(steps[1]!, 'data-uses')).toBe('session_id');
    // Each step links to the page that renders its operation, when one does.
    expect(JSON.stringify(steps[0])).toContain('"url":"/developer/api/chat/create-session"');
    expect(JSON.stringify(steps[1])).not.toContain('"type":"link"');
    // Step 2's samples mark the session ID step 1 returns, in every language, and send the writer's body.
    const samples = output!.fragments['recipe-developer-recipes-x-2.samples']!;
    expect(samples.match(/data-var="session_id"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(samples).toContain('Is the oak table in stock?');
    const data = JSON.parse(String(attribute(elements(steps[1]!, 'Recipe')[0]!, 'data')));
    expect(data.defaults).toEqual({session_id: 'ses_4Nv8cA2pLe'});
    const response = JSON.parse(String(attribute(elements(steps[0]!, 'Recipe')[1]!, 'data')));
    expect(response.returns).toEqual([
      {name: 'session_id', path: 'id', example: 'ses_4Nv8cA2pLe', label: 'Session ID', usedBy: [2]},
    ]);
  });

  test('an unknown operation fails with the file, the line and the fix', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'createSession'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(
      /developer\/recipes\/x\.mdx:14: unknown operation "createSession" in <RecipeStep>\. Known operations: .*createChatSession.*Fix the attribute/,
    );
  });

  test('a value no earlier step returns fails with the file, the line and the fix', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    const tree = page(
      step('RecipeStep', {operation: 'createChatSession', returns: 'session_id=id'}),
      step('RecipeStep', {operation: 'updateGoogleSheetRows', uses: 'row_id'}),
    );
    await expect(expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, referencePages)).rejects.toThrow(
      /developer\/recipes\/x\.mdx:18: step 2 \(updateGoogleSheetRows\) uses "row_id", which no earlier step returns \(earlier steps return session_id\)\. Add returns="row_id=<path in the response>"/,
    );
  });

  test('a path that leads nowhere in the example response, and a value the request does not take, fail', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'createChatSession', returns: 'session_id=data.0.id'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(
      /x\.mdx:14: returns="session_id=data\.0\.id": the example response of createChatSession has no text at data\.0\.id/,
    );
    line = 10;
    await expect(
      expandRecipe(
        page(
          step('RecipeWebhook', {event: 'lead.created', returns: 'session_id=data.lead.session_id'}),
          step('RecipeStep', {operation: 'listLeads', uses: 'session_id'}),
        ),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(
      /x\.mdx:18: step 2 \(listLeads\) uses "session_id", but its request has no ses_4Nv8cA2pLe to fill in/,
    );
  });

  test("a step's title names the reader's task; its anchor keeps the heading's earlier id", async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    const tree = page(
      step('RecipeStep', {
        operation: 'createChatSession',
        title: 'Open a session for the visitor',
        anchor: 'step-1-create-a-chat-session',
      }),
      step('RecipeStep', {operation: 'messageChatbot', title: "Send the visitor's message"}),
    );
    await expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, referencePages);
    const headingsOf = (node: Node): Node[] =>
      node.type === 'heading' ? [node] : (node.children ?? []).flatMap(headingsOf);
    const [first, second] = headingsOf(tree).map((node) => ({
      text: JSON.stringify(node.children),
      id: (node as {data?: {hProperties?: {id?: string}}}).data?.hProperties?.id,
    }));
    expect(first!.text).toContain('"value":"Step 1: Open a session for the visitor"');
    expect(first!.id).toBe('step-1-create-a-chat-session');
    // Without an anchor, Docusaurus slugs the new heading as usual.
    expect(second!.text).toContain(`"value":"Step 2: Send the visitor's message"`);
    expect(second!.id).toBeUndefined();
    // The operation is still named on the line below the heading.
    expect(JSON.stringify(tree)).toContain('"url":"/developer/api/chat/create-session"');
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'createChatSession', anchor: 'Step 1'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(/developer\/recipes\/x\.mdx:14: anchor="Step 1" is not a heading id/);
  });

  test('an operation used twice on one page fails', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'listLeads'}), step('RecipeStep', {operation: 'listLeads'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(/x\.mdx:18: listLeads is already step 1 of this recipe/);
  });

  test('a step sends the query values the writer gives, in every language; a parameter the operation lacks fails', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    const tree = page(step('RecipeStep', {operation: 'listLeads', query: '{"updated_after": "2026-11-21T10:05:30Z"}'}));
    const output = await (
      await expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, referencePages)
    )?.render(referencePages);
    const samples = output!.fragments['recipe-developer-recipes-x-1.samples']!;
    // curl, JavaScript, Python and PHP: each sends the filter, whether it writes the time encoded or as it is.
    expect(samples.match(/updated_after/g)?.length).toBeGreaterThanOrEqual(4);
    expect(samples).toMatch(/2026-11-21T10(:|%3A)05(:|%3A)30Z/);
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'listLeads', query: '{"changed_after": "2026-11-21T10:05:30Z"}'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(
      /x\.mdx:14: listLeads has no query parameter "changed_after" in query=.*updated_after.*Fix the name/,
    );
  });
  test('a used value shows in the samples as the earlier step returned it, and a step can show a named example', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    const tree = page(
      step('RecipeWebhook', {event: 'conversation.handoff.requested', returns: 'session_id=data.session.id'}),
      step('RecipeStep', {operation: 'getChatSession', uses: 'session_id', example: 'SessionTakenOverByAgent'}),
    );
    const output = await (
      await expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, referencePages)
    )?.render(referencePages);
    const returned = dereferenced.webhooks!['conversation.handoff.requested']!.post!.requestBody!.content[
      'application/json'
    ]!.example as {data: {session: {id: string}}};
    const samples = output!.fragments['recipe-developer-recipes-x-2.samples']!;
    expect(samples.match(new RegExp(returned.data.session.id, 'g'))?.length).toBeGreaterThanOrEqual(4);
    expect(samples).not.toContain('ses_4Nv8cA2pLe');
    const response = output!.fragments['recipe-developer-recipes-x-2.response']!;
    expect(response).toContain(returned.data.session.id);
    expect(response).toContain('usr_4Pk9Rt2Wn6');
    expect(response).toContain('active');
  });

  test('an example the document does not have, or of another event, fails', async () => {
    const {dereferenced} = await loadDocument();
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeStep', {operation: 'getChatSession', example: 'NoSuchExample'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(/example="NoSuchExample" is not one of the examples of .*SessionTakenOverByAgent/);
    line = 10;
    await expect(
      expandRecipe(
        page(step('RecipeWebhook', {event: 'lead.created', example: 'AgentMessageOnApiSession'})),
        'developer/recipes/x.mdx',
        dereferenced,
        referencePages,
      ),
    ).rejects.toThrow(/is a conversation\.message\.created payload, not lead\.created/);
  });
});
