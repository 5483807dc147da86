/**
 * The routes of the spec (help-docs-spec.md, section 2), below the base path.
 * This list is the spec's, not a copy of the build: a route missing from the
 * build fails the test.
 */
export const generalRoutes = ['', 'search', '404'];

export const userRoutes = [
  'intro',
  'category/getting-started',
  'getting-started/app-download',
  'getting-started/chatbot-settings',
  'getting-started/flow-builder',
  'getting-started/google-voice',
  'getting-started/livechat',
].map((route) => `user/${route}`);

export const developerRoutes = [
  '',
  'intro',
  ...['api', 'chat', 'chatbot', 'google-sheet', 'javascript-sdk', 'real-estate', 'source', 'webhook'].map(
    (category) => `category/${category}`,
  ),
  'api/authorization',
  'api/chat/create-session',
  'api/chat/message-a-chatbot',
  'api/chatbot/create-a-chatbot',
  'api/chatbot/edit-chatbot',
  'api/chatbot/delete-chatbot',
  'api/chatbot/get-chatbot-knowledge',
  'api/chatbot/edit-chatbot-knowledge',
  'api/chatbot/source/googlesheet/create-googlesheet-data',
  'api/chatbot/source/googlesheet/get-googlesheet-data',
  'api/chatbot/source/googlesheet/update-googlesheet-data',
  'api/chatbot/source/googlesheet/delete-googlesheet-data',
  'api/get-ai-model-list',
  'api/get-chatbot-messages-count',
  'api/get-message-credits-usage',
  'api/get-message-history',
  'api/lead',
  'api/realestate/create',
  'api/realestate/update',
  'api/realestate/delete',
  'api/realestate/get-list',
  'api/region',
  'api/send-twilio-message',
  'api/set-messages-limit',
  'api/upload-file',
  'javascript-sdk/control-bubble',
  'webhook/conversation',
  'webhook/lead',
  'webhook/trigger-ip',
].map((route) => (route ? `developer/${route}` : 'developer'));

export const integrationRoutes = [
  '',
  'custom-payment-integration',
  'custom-payment-subscription',
  'ghl-chat-integration',
  'ghl-lead-integration',
  'google-sheet',
  'stripe-active-pieces-integration',
].map((route) => (route ? `integration/${route}` : 'integration'));

export const specRoutes = [...generalRoutes, ...userRoutes, ...developerRoutes, ...integrationRoutes];
