/**
 * The words readers use for what the guides call something else, where the word
 * belongs to no one page. Search applies this list at query time: a query word
 * or phrase in `reader` also looks for `docs` (the guides' word), a little below
 * an exact match.
 *
 * A reader's word for one page's subject goes in that page's front matter
 * instead, as `keywords` (`keywords: [2FA, MFA, authenticator app]`): the page
 * is found by them as by its description, and the writer who adds or moves a
 * page moves its vocabulary with it. Add a line here only for a word that maps
 * to the guides' word wherever it appears (widget → bubble), and a question to
 * measure/search-eval/questions.json (its held-out set first) that proves it.
 *
 * `docs` is a word or phrase as the guides write it (a phrase matches a section
 * that has all its words). `reader` entries are words or phrases (a phrase
 * matches those words next to each other in the query), in any case.
 */
export interface Synonym {
  docs: string;
  reader: string[];
}

export const synonyms: Synonym[] = [
  {docs: 'bubble', reader: ['widget', 'launcher', 'chat box', 'chat icon']},
  {
    docs: 'hand-off',
    reader: ['takeover', 'take over', 'handover', 'hand over', 'escalate', 'escalation', 'human agent'],
  },
  {docs: 'message history', reader: ['transcript', 'chat log', 'conversation history']},
  {docs: 'limit', reader: ['cap', 'quota', 'maximum', 'throttle']},
  {docs: 'chatbot', reader: ['bot', 'assistant', 'ai agent']},
  {docs: 'knowledge', reader: ['train', 'training', 'teach', 'knowledge base', 'kb', 'learn']},
  {docs: 'allow', reader: ['whitelist', 'allowlist', 'allow-list']},
  {docs: 'google sheet', reader: ['spreadsheet', 'excel']},
  {docs: 'text message', reader: ['sms', 'texting']},
  {docs: 'lead', reader: ['contact details', 'prospect']},
  {docs: 'webhook', reader: ['callback', 'web hook']},
  {docs: 'flow', reader: ['workflow', 'automation', 'script']},
  {docs: 'message credits', reader: ['usage', 'quota', 'billing usage']},
  {docs: 'sign in', reader: ['log in', 'login', 'logon']},
  {docs: 'name', reader: ['rename']},
  {docs: 'verify', reader: ['check', 'validate', 'authenticate']},
  {docs: 'get', reader: ['fetch', 'retrieve']},
  {docs: 'delete', reader: ['get rid of']},
];
