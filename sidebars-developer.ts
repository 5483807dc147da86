import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** A category whose link is a generated index page at `category/<slug>`. */
function category(label: string, slug: string, description: string, items: SidebarsConfig[string]) {
  return {
    type: 'category' as const,
    label,
    link: {type: 'generated-index' as const, slug: `/category/${slug}`, title: label, description},
    items,
  };
}

export default {
  developer: [
    {type: 'doc', id: 'index', label: 'Overview'},
    {type: 'doc', id: 'intro', label: 'Quick start'},
    category(
      'API',
      'api',
      'The HTTP API: authenticate with a secret key, then manage chatbots, their knowledge and data sources, chat with them, and read leads, message history and usage.',
      [
        'api/authorization',
        category(
          'Chat',
          'chat',
          'Open a chat session with a chatbot and exchange messages with it, as your own interface or back end would.',
          ['api/chat/create-session', 'api/chat/message-a-chatbot'],
        ),
        category(
          'Chatbot',
          'chatbot',
          'Create, configure and delete chatbots, read and edit the knowledge they answer from, and connect data sources.',
          [
            'api/chatbot/create-a-chatbot',
            'api/chatbot/edit-chatbot',
            'api/chatbot/delete-chatbot',
            'api/chatbot/get-chatbot-knowledge',
            'api/chatbot/edit-chatbot-knowledge',
            category(
              'Source',
              'source',
              'Data sources a chatbot reads from besides its written knowledge. Each source keeps its rows in sync with the chatbot.',
              [
                category(
                  'Google Sheet',
                  'google-sheet',
                  'Rows of a connected Google Sheet that the chatbot can answer from: add, read, update and delete them through the API.',
                  [
                    'api/chatbot/source/googlesheet/create-googlesheet-data',
                    'api/chatbot/source/googlesheet/get-googlesheet-data',
                    'api/chatbot/source/googlesheet/update-googlesheet-data',
                    'api/chatbot/source/googlesheet/delete-googlesheet-data',
                  ],
                ),
              ],
            ),
          ],
        ),
        category(
          'Real estate',
          'real-estate',
          'Property listings that a real-estate chatbot recommends to visitors: create, update, delete and list them.',
          ['api/realestate/create', 'api/realestate/update', 'api/realestate/delete', 'api/realestate/get-list'],
        ),
        'api/get-ai-model-list',
        'api/get-chatbot-messages-count',
        'api/get-message-credits-usage',
        'api/get-message-history',
        'api/lead',
        'api/region',
        'api/send-twilio-message',
        'api/set-messages-limit',
        'api/upload-file',
      ],
    ),
    category(
      'Webhooks',
      'webhook',
      'Events the platform sends to your server as they happen: conversation messages and new leads. Verify each delivery and allow the sender addresses.',
      ['webhook/conversation', 'webhook/lead', 'webhook/trigger-ip'],
    ),
    category(
      'JavaScript SDK',
      'javascript-sdk',
      'Embed the chat bubble on your website and control it from your own code: open, close and toggle it, and listen to its events.',
      ['javascript-sdk/control-bubble'],
    ),
  ],
} satisfies SidebarsConfig;
