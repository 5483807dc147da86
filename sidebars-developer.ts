import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * A category whose link is its introduction page, `developer/category/<slug>.mdx`, served at `category/<slug>`:
 * what the group is for, the usual sequence of calls, the pitfalls and the pages.
 */
function category(label: string, slug: string, items: SidebarsConfig[string]) {
  return {
    type: 'category' as const,
    label,
    link: {type: 'doc' as const, id: `category/${slug}`},
    items,
  };
}

export default {
  developer: [
    {type: 'doc', id: 'index', label: 'Overview'},
    {type: 'doc', id: 'intro', label: 'Quick start'},
    category('Recipes', 'recipes', [
      'recipes/answer-visitors-from-your-back-end',
      'recipes/product-catalogue-from-a-google-sheet',
      'recipes/capture-leads-into-your-system',
      'recipes/hand-a-conversation-to-a-person',
    ]),
    {type: 'doc', id: 'go-live', label: 'Go-live checklist'},
    category('API', 'api', [
      'api/authorization',
      'api/test-mode',
      'api/errors',
      category('Chat', 'chat', [
        'api/chat/create-session',
        'api/chat/get-session',
        'api/chat/list-sessions',
        'api/chat/session-deletions',
        'api/chat/message-a-chatbot',
        // Review 42 #10: a Twilio message is a conversation's message, so it sits with chat.
        'api/send-twilio-message',
      ]),
      category('Chatbot', 'chatbot', [
        'api/chatbot/list-chatbots',
        'api/chatbot/get-a-chatbot',
        'api/chatbot/create-a-chatbot',
        'api/chatbot/edit-chatbot',
        'api/chatbot/delete-chatbot',
        'api/chatbot/get-chatbot-knowledge',
        'api/chatbot/edit-chatbot-knowledge',
        // Review 42 #10: a file is knowledge, so it sits with the knowledge operations.
        'api/upload-file',
        category('Source', 'source', [
          category('Google Sheet', 'google-sheet', [
            'api/chatbot/source/googlesheet/list-googlesheet-sources',
            'api/chatbot/source/googlesheet/create-googlesheet-data',
            'api/chatbot/source/googlesheet/get-googlesheet-data',
            'api/chatbot/source/googlesheet/update-googlesheet-data',
            'api/chatbot/source/googlesheet/delete-googlesheet-data',
            category('First-sheet path (deprecated)', 'google-sheet-first-sheet', [
              'api/chatbot/source/googlesheet/first-sheet/create',
              'api/chatbot/source/googlesheet/first-sheet/get',
              'api/chatbot/source/googlesheet/first-sheet/update',
              'api/chatbot/source/googlesheet/first-sheet/delete',
            ]),
          ]),
        ]),
      ]),
      category('Real estate', 'real-estate', [
        'api/realestate/create',
        'api/realestate/update',
        'api/realestate/delete',
        'api/realestate/get-list',
      ]),
      'api/get-ai-model-list',
      'api/get-chatbot-messages-count',
      'api/get-message-credits-usage',
      'api/get-message-history',
      'api/lead',
      'api/delete-lead',
      'api/lead-deletions',
      'api/region',
      'api/get-messages-limit',
      'api/set-messages-limit',
    ]),
    category('Webhooks', 'webhook', [
      'webhook/delivery',
      'webhook/conversation',
      'webhook/handoff',
      'webhook/lead',
      'webhook/send-webhook-action',
      'webhook/trigger-ip',
      'webhook/lab',
    ]),
    category('JavaScript SDK', 'javascript-sdk', [
      'javascript-sdk/control-bubble',
      'javascript-sdk/single-page-app',
      'javascript-sdk/develop-locally',
      'javascript-sdk/reference',
      'javascript-sdk/identity-verification',
    ]),
    {type: 'doc', id: 'changelog', label: 'Changelog'},
  ],
} satisfies SidebarsConfig;
