import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  integration: [
    {type: 'doc', id: 'index', label: 'Overview'},
    {
      type: 'category',
      label: 'Payments',
      collapsed: false,
      items: [
        'custom-payment-integration',
        'custom-payment-server',
        'custom-payment-subscription',
        'stripe-active-pieces-integration',
        'stripe-active-pieces-reference',
        'payment-reference',
      ],
    },
    {
      type: 'category',
      label: 'GoHighLevel',
      collapsed: false,
      items: ['ghl-chat-integration', 'ghl-lead-integration'],
    },
    {
      type: 'category',
      label: 'CRM',
      collapsed: false,
      items: ['hubspot-lead-integration', 'hubspot-reference', 'mailchimp'],
    },
    {
      type: 'category',
      label: 'Scheduling',
      collapsed: false,
      items: ['calendar-booking'],
    },
    {
      type: 'category',
      label: 'Data sources',
      collapsed: false,
      items: ['google-sheet'],
    },
  ],
} satisfies SidebarsConfig;
