import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  user: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/getting-started',
        title: 'Getting started',
        description:
          'Set up your first chatbot in order: install the apps, choose its settings, design a flow, then open the channels your customers use: Google Voice text messages and live chat with your team.',
      },
      items: [
        'getting-started/app-download',
        'getting-started/chatbot-settings',
        'getting-started/flow-builder',
        'getting-started/google-voice',
        'getting-started/livechat',
      ],
    },
  ],
} satisfies SidebarsConfig;
