import type {ThemeConfig} from '@docusaurus/preset-classic';
import {guideAreas} from './areas';
import {product} from './product';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Guides',
      items: [
        ...guideAreas.map((area) => ({label: area.label, to: area.landing})),
        {label: 'Search the docs', to: '/search'},
      ],
    },
    {
      title: 'Build',
      items: [
        {label: 'Quick start', to: '/developer/intro'},
        {label: 'Authorization', to: '/developer/api/authorization'},
        {label: 'Webhooks', to: '/developer/category/webhook'},
        {label: 'JavaScript SDK', to: '/developer/javascript-sdk/control-bubble'},
        // A file, not a route: `pathname://` skips the router and the broken-link check; the base URL is added.
        {label: 'OpenAPI document', to: 'pathname:///openapi.json'},
      ],
    },
    {
      title: product.productName,
      items: [
        {label: 'Dashboard', href: product.dashboardUrl},
        {label: 'Service status', href: product.statusUrl},
        {label: 'Contact support', href: `mailto:${product.supportEmail}`},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${product.companyName}.`,
} satisfies ThemeConfig['footer'];
