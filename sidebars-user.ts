import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  user: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      // A page of its own at /user/category/getting-started: it introduces the path, then lists the steps.
      link: {type: 'doc', id: 'category/getting-started'},
      items: [
        'getting-started/app-download',
        'getting-started/create-chatbot',
        'getting-started/knowledge',
        'getting-started/chatbot-settings',
        'getting-started/website',
        'getting-started/flow-builder',
        'getting-started/twilio',
        'getting-started/google-voice',
        'getting-started/livechat',
      ],
    },
    {
      type: 'category',
      label: 'Manage your chatbots',
      collapsed: false,
      items: [
        'chatbots/settings-reference',
        'chatbots/flow-reference',
        'chatbots/choose-an-ai-model',
        'chatbots/leads',
        'chatbots/duplicate-or-delete',
      ],
    },
    {
      type: 'category',
      label: 'Manage your workspace',
      collapsed: false,
      items: [
        'workspace/team',
        'workspace/security',
        'workspace/single-sign-on',
        'workspace/audit-log',
        'workspace/notifications',
        'workspace/billing',
        'workspace/invoices-and-vat',
        'workspace/data-retention',
        'workspace/privacy',
        'workspace/security-and-compliance',
        'workspace/cookies',
        'workspace/reports',
        'workspace/delete-workspace',
        'workspace/delete-your-account',
      ],
    },
    'glossary',
  ],
} satisfies SidebarsConfig;
