/**
 * The engine over a small index built the way the site builds its own: pages
 * shaped like the guides (API pages with a generated "Errors" table and
 * "Related pages", a page whose subject is authorization, a bubble page).
 */
import {describe, expect, it} from 'vitest';
import {buildIndexes, indexFiles, normaliseHeading, type ParsedPage} from './build-index';
import {AreaSearch, bestPassage, parseQuery, prefixDistance, searchAreas, Vocabulary} from './engine';
import {decodeHead, encodeHead, frontCode, frontDecode, shardOf, splitAll, type Head, type WireAll} from './format';
import {positions, shorten, toResults} from './results';
import {termsOf} from './tokenize';

const errorsTable =
  'Status Code When 400 Bad Request invalid_request The body is not valid JSON. 401 Unauthorized authentication_required ' +
  'The API key is missing. 404 Not Found not_found The ID does not exist. 429 Too Many Requests rate_limited Slow down.';

function apiPage(path: string, title: string, description: string, body: string): ParsedPage {
  return {
    path,
    title,
    description,
    keywords: '',
    breadcrumb: ['Developer Guides', 'API'],
    sections: [
      {title, hash: '', content: body},
      {
        title: 'Request',
        hash: '#request',
        content: `POST ${path} Base URL https://api.example.com/v1 Authentication Bearer`,
      },
      {title: 'Errors', hash: '#errors', content: errorsTable},
      {title: 'Related pages', hash: '#related-pages', content: 'Authorization Control the chat bubble'},
    ],
  };
}

const pages: ParsedPage[] = [
  apiPage('developer/api/lead', 'Leads', 'List the leads a chatbot collected.', 'Use starting_after with next_cursor.'),
  apiPage('developer/api/chat/create-session', 'Create a chat session', 'Open a chat session.', 'Returns session_id.'),
  apiPage('developer/api/region', 'Regions', 'List the regions of listings.', 'Regions of real-estate listings.'),
  {
    path: 'developer/api/authorization',
    title: 'Authorization',
    description: 'How to create, use and rotate API keys, and what the 401 and 403 answers mean.',
    keywords: '',
    breadcrumb: ['Developer Guides', 'API'],
    sections: [
      {title: 'Authorization', hash: '', content: 'Every request carries an API key.'},
      {title: 'Rotate a key', hash: '#rotate-a-key', content: 'Create a second key, deploy it, then revoke the first.'},
      {
        title: '401 and 403 answers',
        hash: '#401-and-403-answers',
        content: '401 authentication_required: no Authorization header. 403 insufficient_scope: a read-only key.',
      },
    ],
  },
  {
    path: 'developer',
    title: 'Developer Guides',
    description: 'Build on the API.',
    keywords: '',
    breadcrumb: ['Developer Guides'],
    sections: [
      {title: 'Developer Guides', hash: '', content: 'The HTTP API, webhooks and the SDK.'},
      {
        title: 'Pagination',
        hash: '#pagination',
        content: 'List operations return a page of items and a next_cursor; pass it back as starting_after.',
      },
    ],
  },
  {
    path: 'developer/javascript-sdk/control-bubble',
    title: 'Control the chat bubble',
    description: 'Open, close and toggle the chat bubble from your own code.',
    keywords: '',
    breadcrumb: ['Developer Guides', 'JavaScript SDK'],
    sections: [
      {title: 'Control the chat bubble', hash: '', content: 'The bubble opens the chat window.'},
      {title: 'Open, close and toggle', hash: '#open-close-and-toggle', content: "Parley('open') opens the window."},
    ],
  },
  {
    path: 'developer/webhook/conversation',
    title: 'Conversation webhook',
    description: 'Receive each message at your server and verify the signature.',
    keywords: '',
    breadcrumb: ['Developer Guides', 'Webhook'],
    sections: [
      {title: 'Conversation webhook', hash: '', content: 'Each message is posted to your endpoint.'},
      {title: 'Verify the signature', hash: '#verify-the-signature', content: 'Compute the HMAC of the raw body.'},
    ],
  },
];

function open(shardBytes?: number) {
  const {head, shards} = buildIndexes([['developer', pages]], {shardBytes}).get('developer')!;
  const loaded: string[] = [];
  const load = async (url: string) => {
    loaded.push(url);
    if (url === 'idx/developer.json') return structuredClone(head);
    const name = url.slice('idx/'.length);
    if (!shards.has(name)) throw new Error(`no file ${url}`);
    return shards.get(name);
  };
  return {head, shards, loaded, search: AreaSearch.open('idx/', 'developer', load)};
}

/** A page of one section, its text `content`, with front matter `keywords` if given. */
function onePage(path: string, title: string, content: string, keywords = ''): ParsedPage {
  return {path, title, description: '', keywords, breadcrumb: [], sections: [{title, hash: '', content}]};
}

/** A search over one area's pages, its index built in memory, and the page of its first result for a query. */
async function searchOver(area: string, areaPages: ParsedPage[]) {
  const {head, shards} = buildIndexes([[area, areaPages]]).get(area)!;
  const search = await AreaSearch.open('idx/', area, async (url: string) =>
    url === `idx/${area}.json` ? structuredClone(head) : shards.get(url.slice('idx/'.length)),
  );
  const first = async (query: string) => search.head.pages[(await search.search(query))[0].page][0];
  return {search, first};
}

async function ranked(query: string) {
  const {search} = open();
  const area = await search;
  return (await area.search(query)).map((hit) => {
    const [, hash] = area.head.sections[hit.section];
    return `${area.head.pages[hit.page][0]}${hash}`;
  });
}

describe('AreaSearch', () => {
  it('lists each page once, with its best section', async () => {
    const hits = await ranked('401');
    expect(hits[0]).toBe('developer/api/authorization#401-and-403-answers');
    const paths = hits.map((hit) => hit.split('#')[0]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('ranks the page whose subject is the query above the repeated Errors tables, which stay findable below', async () => {
    const hits = await ranked('401 unauthorized');
    expect(hits[0]).toMatch(/^developer\/api\/authorization/);
    expect(hits.slice(1)).toContain('developer/api/lead#errors');
  });

  it("finds the guides' word for a reader's word (widget → bubble)", async () => {
    expect((await ranked('widget'))[0]).toMatch(/^developer\/javascript-sdk\/control-bubble/);
  });

  it('finds words split between a heading and its body together', async () => {
    expect((await ranked('pagination cursor'))[0]).toBe('developer#pagination');
  });

  it('finds identifiers and operation parts', async () => {
    expect((await ranked('session_id'))[0]).toMatch(/^developer\/api\/chat\/create-session/);
    expect((await ranked('next_cursor'))[0]).toMatch(/^developer(#pagination|\/api\/lead)/);
  });

  it('tolerates typos, and ranks an exact match above a typo match', async () => {
    expect((await ranked('webhok signatur'))[0]).toMatch(/^developer\/webhook\/conversation/);
    expect((await ranked('authorisation'))[0]).toMatch(/^developer\/api\/authorization/);
    // "region" is in the vocabulary: no typo variants, so "regions" (same stem) wins.
    expect((await ranked('regions'))[0]).toMatch(/^developer\/api\/region/);
  });

  it('completes the word being typed', async () => {
    expect((await ranked('paginat'))[0]).toBe('developer#pagination');
  });

  it('loads the head and only the shards that hold the query terms', async () => {
    const {shards, loaded, search} = open(300);
    const area = await search;
    expect(shards.size).toBeGreaterThan(4);
    await area.search('rotate');
    expect(loaded[0]).toBe('idx/developer.json');
    expect(loaded.length).toBeLessThan(1 + shards.size);
  });

  it("ranks the page about an identifier above another operation's response that repeats it", async () => {
    const response = (path: string, title: string, status: string, content: string) => ({
      path,
      title,
      description: '',
      keywords: '',
      breadcrumb: ['Developer Guides', 'API'],
      sections: [
        {title, hash: '', content: 'Call this operation.'},
        {title: status, hash: `#${status.toLowerCase().replace(' ', '-')}`, content},
      ],
    });
    const area = [
      response(
        'developer/api/send',
        'Send a text message',
        '202 Accepted',
        'session_id session_id of the session the text joins',
      ),
      response('developer/api/models', 'List models', '200 OK', 'data models'),
      response('developer/api/create', 'Create a chatbot', '201 Created', 'the chatbot'),
      {
        path: 'developer/api/get-session',
        title: 'Get a chat session',
        description: 'Read one chat session by its session_id.',
        keywords: '',
        breadcrumb: ['Developer Guides', 'API'],
        sections: [{title: 'Get a chat session', hash: '', content: 'Pass the session_id that created it.'}],
      },
    ];
    const {search} = await searchOver('developer', area);
    const hits = await search.search('session_id');
    expect(search.head.pages[hits[0].page][0]).toBe('developer/api/get-session');
    expect(normaliseHeading('202 Accepted')).toBe(normaliseHeading('200 OK'));
    expect(normaliseHeading('401 and 403 answers')).toBe('401 and 403 answers');
  });

  it('answers nothing for stop words alone', async () => {
    expect(await ranked('the and of')).toEqual([]);
  });
});

describe('links, walkthroughs and passages (issue 32)', () => {
  const operation: ParsedPage = {
    path: 'developer/api/chat/create-session',
    title: 'Create a chat session',
    description: 'Open a chat session with a chatbot.',
    keywords: 'start a chat, begin a conversation',
    breadcrumb: ['Developer Guides', 'API'],
    sections: [
      {
        title: 'Create a chat session',
        hash: '',
        content: 'A session holds one conversation. It expires after 24 hours.',
        passages: ['A session holds one conversation.', 'It expires after 24 hours.'],
      },
      {
        title: 'Responses',
        hash: '#responses',
        content: 'expires_at, string, required When the session expires.',
        passages: ['expires_at, string, required When the session expires.'],
      },
    ],
  };
  const recipe: ParsedPage = {
    path: 'developer/recipes/answer-visitors',
    title: 'Answer a visitor from your back end',
    description: 'Open a chat session for a visitor, send messages, read them back.',
    keywords: '',
    breadcrumb: ['Developer Guides', 'Recipes'],
    sections: [
      {title: 'Answer a visitor from your back end', hash: '', content: 'Three calls in order.'},
      {
        title: 'Step 1: Create a chat session',
        hash: '#step-1',
        content: 'Create a chat session when the visitor starts a chat session, and keep the session id.',
        passages: ['Create a chat session when the visitor starts a chat session, and keep the session id.'],
        links: [['/guides/developer/api/chat/create-session', 'Create a chat session']],
      },
    ],
  };
  const index = () => buildIndexes([['developer', [recipe, operation]]]).get('developer')!;
  const searchOf = async () => (await searchOver('developer', [recipe, operation])).search;

  it('ranks the page that performs a task above the walkthrough step that links to it', async () => {
    const search = await searchOf();
    const hits = await search.search('start a chat session');
    expect(search.head.pages[hits[0].page][0]).toBe('developer/api/chat/create-session');
    // The step names the page it links to: it is marked as a walkthrough step.
    expect(search.head.steps).toHaveLength(1);
  });

  it("marks a recipe's step named by the reader's task, whose first link is its operation's page, as a step", async () => {
    // Review 42 #3: the heading names the task; the call line below it names the operation (its Reference link).
    const task: ParsedPage = {
      ...recipe,
      sections: [
        recipe.sections[0]!,
        {
          ...recipe.sections[1]!,
          title: 'Step 1: Open a session for the visitor',
          links: [
            ['/guides/developer/api/chat/create-session', 'Create a chat session'],
            ['/guides/developer/recipes/answer-visitors', 'Answer a visitor from your back end'],
          ],
        },
        {
          title: 'Step 2: Open another one',
          hash: '#step-2',
          content: 'See the operation.',
          // Not its first link, or not named by the page's title: not a walkthrough step.
          links: [
            ['/guides/developer/recipes/answer-visitors', 'this recipe'],
            ['/guides/developer/api/chat/create-session', 'Create a chat session'],
          ],
        },
        {
          title: 'Step 3: Open one more',
          hash: '#step-3',
          content: 'See the operation.',
          links: [['/guides/developer/api/chat/create-session', 'the operation']],
        },
      ],
    };
    const {head} = buildIndexes([['developer', [task, operation]]]).get('developer')!;
    expect(decodeHead('developer', head).steps).toEqual([1]);
    const {search} = await searchOver('developer', [task, operation]);
    const hits = await search.search('start a chat session');
    expect(search.head.pages[hits[0].page][0]).toBe('developer/api/chat/create-session');
  });

  it('counts the top of a walkthrough (two numbered steps or more, each another page) as a step', () => {
    const twoSteps: ParsedPage = {
      ...recipe,
      sections: [
        ...recipe.sections,
        {
          title: 'Step 2: Create a chat session again',
          hash: '#step-2',
          content: 'Create a chat session for the next visitor.',
          links: [['/guides/developer/api/chat/create-session', 'Create a chat session']],
        },
      ],
    };
    const {head} = buildIndexes([['developer', [twoSteps, operation]]]).get('developer')!;
    // The recipe's top (section 0) and its two steps.
    expect(decodeHead('developer', head).steps).toEqual([0, 1, 2]);
  });

  it("reaches a section by its page's keywords and its own words together", async () => {
    const teamTop = onePage('user/workspace/team', 'Team and roles', 'Who may do what.', 'colleagues, seats');
    const roles =
      'An Owner pays and manages the workspace. An Admin edits chatbots and invites people. An Agent answers ' +
      'conversations in the Inbox and cannot change settings.';
    const team = {...teamTop, sections: [...teamTop.sections, {title: 'Roles', hash: '#roles', content: roles}]};
    const liveChat: ParsedPage = {
      ...onePage('user/live-chat', 'Live chat', 'Answer conversations in the Inbox as they come in.'),
      description: 'Answer conversations yourself when the chatbot hands them over.',
    };
    const {search} = await searchOver('user', [liveChat, team]);
    // `colleague` is only in Team and roles' keywords, `answer conversations` in its Roles section and in Live chat.
    const [first] = await search.search('let a colleague answer conversations');
    expect(search.head.pages[first.page][0]).toBe('user/workspace/team');
    expect(search.head.sections[first.section][2]).toBe('Roles');
  });

  it("finds a page by the words of its front matter keywords and by the links' text that points at it", async () => {
    const search = await searchOf();
    expect(search.head.pages[(await search.search('begin a conversation'))[0].page][0]).toBe(
      'developer/api/chat/create-session',
    );
  });

  it('finds a page by the questions its writer says it answers, in words the page never uses', async () => {
    const language: ParsedPage = {
      ...onePage('user/chatbots/languages', 'Languages', 'The chatbot replies in the language of the visitor.'),
      questions: ['bot answers my Spanish customers in English', 'make the chat talk Spanish'],
    };
    const tone = onePage('user/chatbots/tone', 'Tone of voice', 'Set how formal the answers of the chatbot are.');
    const {search} = await searchOver('user', [tone, language]);
    const [first] = await search.search('customers write in Spanish and get English answers');
    expect(search.head.pages[first.page][0]).toBe('user/chatbots/languages');
    // Without the questions, no word of the query but "answers" is on either page.
    const {search: without} = await searchOver('user', [tone, {...language, questions: []}]);
    const hits = await without.search('customers write in Spanish and get English answers');
    expect(hits.map((hit) => without.head.pages[hit.page][0])[0]).not.toBe('user/chatbots/languages');
  });

  it('ranks the page that defines a field, or returns the object an ID names, above pages that take it', async () => {
    const page = (path: string, title: string, content: string, defines?: ParsedPage['defines']): ParsedPage => ({
      path,
      title,
      description: '',
      keywords: '',
      breadcrumb: [],
      sections: [{title, hash: '', content}],
      ...(defines ? {defines} : {}),
    });
    const pages = [
      page(
        'developer/api/message',
        'Message a chatbot',
        "Sends the visitor's message to a session and returns the chatbot's answer. POST /chatbots/{chatbot_id}/sessions/{session_id}/messages content, string The visitor's message.",
        {
          fields: ['question', 'session_id'],
          objects: [],
        },
      ),
      page(
        'developer/api/payment',
        'Payment request',
        'The payment request your server receives, field by field. amount, integer The price in the smallest unit. currency, string. session_id, string The session the visitor pays from. return_url, string Where the visitor goes back to.',
        {
          fields: ['session_id', 'trial_days'],
          objects: [],
        },
      ),
      page(
        'developer/api/create-session',
        'Create a chat session',
        'Opens a conversation between one visitor and the chatbot. POST /chatbots/{chatbot_id}/sessions',
        {
          fields: ['id', 'object', 'expires_at'],
          objects: ['chat_session'],
        },
      ),
    ];
    const {first} = await searchOver('developer', pages);
    // `session_id` is the ID of a chat_session: the page that returns one defines it; the others refer to it.
    expect(await first('session_id')).toBe('developer/api/create-session');
    expect(await first('trial_days')).toBe('developer/api/payment');
  });

  it('gives the passage that holds the most matched words, and lands on its section', async () => {
    const search = await searchOf();
    const [first] = await search.search('expires_at');
    expect(search.head.sections[first.section][1]).toBe('#responses');
    expect(first.passage).toBe('expires_at, string, required When the session expires.');
    // The shard's companion holds the passage once, whatever number of terms point at it.
    const companions = [...index().shards.values()].filter((file) => Array.isArray(file));
    expect(companions.length).toBeGreaterThan(0);
    expect(companions.every((passages) => new Set(passages).size === passages.length)).toBe(true);
  });

  it('ranks the page whose keyword the query says as a phrase above pages with the words apart', async () => {
    const pages = [
      onePage(
        'user/settings',
        'Chatbot settings',
        'Make a copy of the embed code: copy it into your site.',
        'appearance',
      ),
      onePage(
        'user/duplicate',
        'Duplicate or delete a chatbot',
        'Duplicate one to try changes.',
        'copy a chatbot, clone',
      ),
    ];
    const {search, first} = await searchOver('user', pages);
    // `copy … bot` is the keyword `copy a chatbot` through the synonym bot → chatbot; the settings page says
    // "copy" and "chatbot" more often, but apart.
    expect(await first('make a copy of my bot')).toBe('user/duplicate');
    expect(await first('copy chatbot embed code')).toBe('user/settings');
    // A phrase is no word's completion while typing (`copi` is the stem of copy). cspell:ignore copi
    expect(search.vocabulary.withPrefix('copi', 12)).not.toContain('copi chatbot');
  });

  it('keeps the question word of a keyword that is one word without it: who changed finds the audit log', async () => {
    const pages = [
      onePage(
        'user/chatbot-settings',
        'Chatbot settings',
        'Change the welcome message, then save: the chatbot greets customers with the changed message.',
      ),
      onePage(
        'user/audit-log',
        'Audit log',
        'Every sign-in, change and export, and the welcome message before and after.',
        'who changed, audit trail',
      ),
    ];
    const {first} = await searchOver('user', pages);
    // Without its question word, `who changed` is the word `changed`, which the settings page says more.
    expect(await first('who changed the welcome message')).toBe('user/audit-log');
    expect(await first('changed the welcome message')).toBe('user/chatbot-settings');
  });

  it("finds a possessive's synonyms: the bot's tone reaches the chatbot's tone setting", async () => {
    const pages = [
      onePage('user/settings', 'Chatbot settings', "Set the chatbot's tone: friendly or formal."),
      onePage('developer/bubble', 'Control the bubble', 'Bot messages use the tone of the page colours.'),
    ];
    const {search} = await searchOver('user', pages);
    expect(search.head.pages[(await search.search("the bot's tone"))[0].page][0]).toBe('user/settings');
  });

  it('ranks a page with an identifier above one that only has its parts as words', async () => {
    const pages = [
      onePage(
        'developer/api/messages-limit',
        'Set the messages limit',
        'When the chatbot reached its limit, the chatbot stops. A limit per chatbot; the limit is reached at midnight.',
      ),
      onePage(
        'developer/api/errors',
        'Errors',
        'chatbot_limit_reached 403: the workspace has as many chatbots as allowed.',
      ),
      onePage('developer/api/other', 'Other', 'Nothing about chatbots here.'),
    ];
    const {first} = await searchOver('developer', pages);
    expect(await first('chatbot_limit_reached')).toBe('developer/api/errors');
    // The parts still find a page that writes them apart when no page has the identifier.
    expect(await first('chatbot_limit_stopped')).toBe('developer/api/messages-limit');
  });

  it('shows the passage with the identifier itself, not one with its parts apart', () => {
    const top = 'Reports the credits of the workspace: included, used and remaining.';
    const row = 'credits_remaining · integer · Credits left in the period.';
    const vocabulary = new Vocabulary(['credit', 'credits_remaining', 'remain'], [2, 1, 1]);
    expect(bestPassage([top, row], parseQuery('credits_remaining', vocabulary))?.text).toBe(row);
  });

  it("ranks a deprecated operation's page below the one that replaces it", async () => {
    const page = (path: string, title: string, deprecated: boolean): ParsedPage => ({
      path,
      title,
      description: 'Remove rows from a Google Sheet source of a chatbot.',
      keywords: '',
      breadcrumb: [],
      sections: [
        {title, hash: '', content: 'DELETE rows of the sheet.', passages: ['DELETE rows of the sheet.']},
        {
          title: 'Related pages',
          hash: '#related-pages',
          content: 'Delete Google Sheet rows',
          passages: ['Delete Google Sheet rows'],
          links: [['/guides/developer/api/other', 'Delete Google Sheet rows']],
        },
      ],
      ...(deprecated ? {deprecated} : {}),
    });
    const pages = [
      page('developer/api/first-sheet/delete', 'Delete Google Sheet data (first sheet)', true),
      page('developer/api/delete-rows', 'Delete Google Sheet data', false),
    ];
    const {search} = await searchOver('developer', pages);
    const hits = await search.search('delete google sheet rows');
    expect(hits.map((hit) => search.head.pages[hit.page][0])).toEqual([
      'developer/api/delete-rows',
      'developer/api/first-sheet/delete',
    ]);
  });

  it('shortens a passage around its first marked word, with "…" where cut', () => {
    const text = `${'word '.repeat(40)}credits_remaining is what is left ${'tail '.repeat(30)}`.trim();
    const marks = positions(text, new Set(['credits_remaining']));
    const short = shorten(text, marks, 110);
    expect(short.text.length).toBeLessThanOrEqual(112);
    expect(short.text.startsWith('…')).toBe(true);
    expect(short.text.endsWith('…')).toBe(true);
    const [[at, length]] = short.marks;
    expect(short.text.slice(at, at + length)).toBe('credits_remaining');
    expect(shorten('short', [], 110)).toEqual({text: 'short', marks: []});
  });
});

describe('toResults', () => {
  it('gives the page, the section it lands on and its area and categories, with the matched words', async () => {
    const {search} = open();
    const area = await search;
    const [hit] = await area.search('rotate key');
    const input = [{...hit, head: area.head as Head, areaNumber: 0}];
    const [bar] = toResults(input, {baseUrl: '/guides/', detailed: false});
    expect(bar).toMatchObject({
      title: 'Authorization',
      url: '/guides/developer/api/authorization',
      hash: '#rotate-a-key',
      crumbs: ['Developer Guides', 'API'],
      section: 'Rotate a key',
      sectionMarks: [
        [0, 6],
        [9, 3],
      ],
    });
    expect(bar.summary).toBeUndefined();
    const [detailed] = toResults(input, {baseUrl: '/guides/', detailed: true});
    expect(detailed.summary).toContain('rotate API keys');
    expect(detailed.summaryMarks?.length).toBeGreaterThan(0);
  });

  it('marks the words indexed under a matched term, and nothing when none is', () => {
    expect(positions('Rotate a key', new Set(['rotat']))).toEqual([[0, 6]]);
    expect(positions('Regions', new Set(['nothing']))).toEqual([]);
  });
});

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary(['author', 'pagin', 'strip', 'stripe', 'webhook'], [5, 3, 9, 2, 4]);

  it('finds typo variants by edit distance, nearest first', () => {
    expect(vocabulary.near('webhok', 1, 3)).toEqual([{term: 'webhook', distance: 1}]);
    expect(vocabulary.near('stirpe', 1, 3)[0].term).toBe('stripe');
  });

  it('lets a stem match the start of a longer word', () => {
    expect(prefixDistance('author', 'authorisation', 1)).toBe(0.5);
    expect(prefixDistance('pagin', 'pagniation', 2)).toBe(1.5);
    expect(prefixDistance('webhook', 'webhok', 1)).toBe(1);
  });

  it('finds longer words for a typed prefix, most frequent first', () => {
    expect(vocabulary.withPrefix('str', 5)).toEqual(['strip', 'stripe']);
  });
});

describe('a long question typed key by key (issue 44)', () => {
  const vocabulary = new Vocabulary(
    ['analyt', 'android', 'answer', 'anoth', 'bot', 'english', 'keep', 'make', 'spanish', 'stripe'],
    [2, 1, 9, 3, 8, 1, 2, 2, 1, 4],
  );
  const groupWords = (query: string) => parseQuery(query, vocabulary).map((group) => group.words.join(' '));

  it('completes a word being typed only with words that start as it does, not with the words its stem starts', () => {
    // `ans` stems to `an`: `another`, `android` and `analytics` are no completion of it.
    const completions = parseQuery('bot ans', vocabulary)[1].alternatives.flatMap(({terms}) => terms);
    expect(completions).toContain('answer');
    expect(completions).not.toContain('anoth');
    expect(completions).not.toContain('android');
  });

  it('does not look up a word being typed while it is one letter, or the start of a stop or intent word', () => {
    expect(groupWords('bot answer e')).toEqual(['bot', 'answer']);
    expect(groupWords('bot answer en')).toEqual(['bot', 'answer', 'en']);
    // `kee` may become `keeps`, `wha` `what`: their shards wait for a fourth letter.
    expect(groupWords('bot kee')).toEqual(['bot']);
    expect(groupWords('bot wha')).toEqual(['bot']);
    expect(groupWords('bot spa')).toEqual(['bot', 'spa']);
    // Finished (a space after it), the word is looked up.
    expect(groupWords('bot keep ')).toEqual(['bot', 'keep']);
  });

  it('corrects a typo in the first letters of a word being typed alone, or once finished, not at each key after another', () => {
    const terms = (query: string) =>
      parseQuery(query, vocabulary)
        .at(-1)!
        .alternatives.flatMap(({terms}) => terms);
    expect(terms('stirpe')).toContain('stripe');
    expect(terms('bot stirpe ')).toContain('stripe');
    expect(terms('bot stirpe')).not.toContain('stripe');
  });
});

describe("passages from the shards' companions, for the query's words (issue 44)", () => {
  const keys = onePage('developer/keys', 'API keys', 'Rotate each key every month.');
  const webhook = onePage('developer/webhook', 'Conversation webhook', 'Verify the signature of each request.');
  keys.sections[0].passages = [keys.sections[0].content];
  webhook.sections[0].passages = [webhook.sections[0].content];
  /** The area's engine over shards of one term each, a loader that may fail on companions, and what it loaded. */
  async function area() {
    const {head, shards} = buildIndexes([['developer', [keys, webhook]]], {shardBytes: 1}).get('developer')!;
    const loaded: string[] = [];
    const state = {offline: false};
    const search = await AreaSearch.open('idx/', 'developer', async (url: string) => {
      const name = url.slice('idx/'.length);
      if (state.offline && name.endsWith('p.json')) throw new Error(`${url}: offline`);
      loaded.push(name);
      return name === 'developer.json' ? structuredClone(head) : shards.get(name);
    });
    const companion = (word: string) => search.companion(termsOf(word).whole!);
    const passageOf = async (query: string, path: string) =>
      (await search.search(query)).find((hit) => search.head.pages[hit.page][0] === path)?.passage;
    return {search, loaded, state, companion, passageOf};
  }

  it("ranks a completion of the word being typed after another, without fetching the completion's passages", async () => {
    const {loaded, companion, passageOf} = await area();
    expect(companion('signature')).not.toBe(companion('rotate'));
    // The webhook page matches through `sig` → `signature` only: listed, without its passage until the word is typed.
    expect(await passageOf('rotate sig', 'developer/keys')).toBe('Rotate each key every month.');
    expect(await passageOf('rotate sig', 'developer/webhook')).toBeUndefined();
    expect(loaded).toContain(companion('rotate'));
    expect(loaded).not.toContain(companion('signature'));
    expect(await passageOf('rotate signature', 'developer/webhook')).toBe('Verify the signature of each request.');
  });

  it('gives a word being typed alone its passages from four letters', async () => {
    const {passageOf} = await area();
    expect(await passageOf('sig', 'developer/webhook')).toBeUndefined();
    expect(await passageOf('sign', 'developer/webhook')).toBe('Verify the signature of each request.');
  });

  it('fetches the passages of the results shown only, once the areas are merged', async () => {
    const user = onePage('user/keys', 'Keys', 'Rotate a key in the dashboard, rotate it again.');
    user.sections[0].passages = [user.sections[0].content];
    const indexes = buildIndexes([
      ['developer', [keys]],
      ['user', [user]],
    ]);
    const loaded: string[] = [];
    const searches = await Promise.all(
      ['developer', 'user'].map((name) =>
        AreaSearch.open('idx/', name, async (url: string) => {
          const file = url.slice('idx/'.length);
          loaded.push(file);
          const {head, shards} = indexes.get(name)!;
          return file === `${name}.json` ? structuredClone(head) : shards.get(file);
        }),
      ),
    );
    const [hit] = await searchAreas(searches, 'rotate', 1);
    expect(hit.search.head.pages[hit.page][0]).toBe('user/keys');
    expect(hit.passage).toBe('Rotate a key in the dashboard, rotate it again.');
    // The developer page ranks, below: its shard is fetched, not its passages.
    expect(loaded.filter((file) => file.startsWith('developer-') && file.endsWith('p.json'))).toEqual([]);
    expect(loaded.some((file) => file.startsWith('developer-'))).toBe(true);
  });

  it('lists a result without its passage while its companion fails, and with it once it loads', async () => {
    const {state, passageOf} = await area();
    state.offline = true;
    expect(await passageOf('signature', 'developer/webhook')).toBeUndefined();
    state.offline = false;
    expect(await passageOf('signature', 'developer/webhook')).toBe('Verify the signature of each request.');
  });
});

describe("a shard's companion in parts, and all.json from outside the areas (issue 44)", () => {
  // Three words of one shard (the same first two letters, first four apart), each with more passages than a part holds.
  const words = ['change', 'chatbot', 'check'];
  const pagesOf = words.map((word) => ({
    ...onePage(`developer/${word}`, word, ''),
    sections: Array.from({length: 12}, (_, i) => {
      const content = `The ${word} setting, step ${i + 1}: ${'it explains itself in a long sentence. '.repeat(4)}`;
      return {title: i ? `Step ${i + 1}` : word, hash: i ? `#step-${i + 1}` : '', content, passages: [content]};
    }),
  }));

  async function area() {
    const {head, shards} = buildIndexes([['developer', pagesOf]]).get('developer')!;
    const loaded: string[] = [];
    const search = await AreaSearch.open('idx/', 'developer', async (url: string) => {
      const name = url.slice('idx/'.length);
      loaded.push(name);
      return name === 'developer.json' ? structuredClone(head) : shards.get(name);
    });
    return {search, loaded};
  }

  it("fetches the part of the companion that holds the query's word, not the parts of the words beside it", async () => {
    const {search, loaded} = await area();
    const parts = new Set(words.map((word) => search.companion(termsOf(word).whole!)));
    expect(parts.size).toBe(3);
    expect(shardOf('chang', search.head.shards.length)).toBe(shardOf('chatbot', search.head.shards.length));
    const [hit] = await search.search('chatbot');
    expect(hit.passage).toContain('The chatbot setting');
    expect(loaded.filter((name) => /p\d*\.json$/.test(name))).toEqual([search.companion('chatbot')]);
  });

  it('gives a word typed alone the passages of its completions from four letters, when they share one part', async () => {
    const {search, loaded} = await area();
    expect((await search.search('cha')).every((hit) => hit.passage === undefined)).toBe(true);
    expect(loaded.some((name) => /p\d*\.json$/.test(name))).toBe(false);
    const hits = await search.search('chat');
    expect(hits.map((hit) => hit.passage)).toEqual([expect.stringContaining('The chatbot setting')]);
  });

  it('ranks from all.json as from the three heads, which it holds with one vocabulary and no descriptions', async () => {
    const user = onePage('user/bot', 'Chatbot basics', 'Give your chatbot a name and a channel.');
    user.description = 'The first steps.';
    const files = indexFiles(
      buildIndexes([
        ['developer', pagesOf],
        ['user', [user]],
      ]),
    );
    const load = async (url: string) => structuredClone(files.get(url.slice('idx/'.length)));
    const all = files.get('all.json') as WireAll;
    expect(all.areas.user.pages.map(([, , , description]) => description)).toEqual(['']);
    const heads = splitAll(all);
    expect(heads.get('developer')).toEqual(files.get('developer.json'));
    const fromHeads = await Promise.all(['developer', 'user'].map((area) => AreaSearch.open('idx/', area, load)));
    const fromAll = await AreaSearch.openAll('idx/', ['developer', 'user'], load);
    const results = async (searches: AreaSearch[]) =>
      (await searchAreas(searches, 'chatbot channel', 8)).map(({page, score, passage, areaNumber}) => ({
        page,
        score,
        passage,
        areaNumber,
      }));
    expect(await results(fromAll)).toEqual(await results(fromHeads));
    expect((await results(fromAll)).length).toBeGreaterThan(1);
  });
});

describe('the head file', () => {
  it('front-codes the sorted terms, digits and phrases included', () => {
    const terms = ['2fa', '401', '403', 'chat', 'chatbot', 'chatbot_id', 'copi chatbot', 'who chang'];
    expect(frontCode(terms)).toBe('02fa\n0401\n23\n0chat\n4bot\n7_id\n1opi chatbot\n0who chang');
    expect(frontDecode(frontCode(terms))).toEqual(terms);
    expect(frontDecode(frontCode([]))).toEqual([]);
  });

  it('decodes to the head it was encoded from', () => {
    const terms = ['api', 'bot', 'key', 'rotate'];
    const full = new Set(terms.map((term) => shardOf(term, 5)));
    const head: Head = {
      v: 7,
      crumbs: ['API'],
      pages: [
        ['developer/a', 'A', [0], ''],
        ['developer/b', 'B', [0], ''],
      ],
      sections: [
        [0, '', ''],
        [0, '#201-created', '201 Created'],
        [0, '#errors-1', 'Errors'],
        [1, '', ''],
        [1, '#what-to-watch-for', 'What to watch for'],
      ],
      boilerplate: [2],
      repeated: [1, 4],
      steps: [],
      overviews: [3],
      terms,
      df: [1, 2, 1, 1],
      // An empty shard is one that no term falls in.
      shards: Array.from({length: 5}, (_, i) => (full.has(i) ? `developer-0123abcd-${i}.json` : '')),
      parts: [2],
    };
    const wire = encodeHead('developer', head);
    // The slugs of the headings are left out; the second Errors heading's is not its slug.
    expect(wire.sections).toEqual([
      [0, ''],
      [0, '201 Created'],
      [0, 'Errors', '#errors-1'],
      [1, ''],
      [0, 'What to watch for'],
    ]);
    // The shards by the hash they share and their count; the terms front-coded.
    expect(full.size).toBeLessThan(5);
    expect(wire.shards).toEqual({hash: '0123abcd', count: 5});
    expect(wire.terms).toBe('0api\n0bot\n0key\n0rotate');
    expect(decodeHead('developer', structuredClone(wire))).toEqual(head);
  });
});
