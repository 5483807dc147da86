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
      label: 'Manage your workspace',
      collapsed: false,
      items: [
        'workspace/team',
        'workspace/billing',
        'workspace/data-retention',
        'workspace/privacy',
        'workspace/reports',
      ],
    },
  ],
} satisfies SidebarsConfig;
