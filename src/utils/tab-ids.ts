/** The ids that tie a tab to its panel (see src/theme/Tabs). */
export type TabIds = {readonly tab: string; readonly panel: string};

/**
 * Ids for the tab and the panel of `value` inside the Tabs whose React id is
 * `base`. Values may hold any character; ids keep letters, digits, `-` and `_`
 * so that they also work in CSS selectors and URLs.
 */
export function tabIds(base: string, value: string): TabIds {
  const prefix = `tabs-${base.replace(/[^\w-]/g, '')}`;
  const slug = value.replace(/[^\w-]+/g, '-') || 'tab';
  return {tab: `${prefix}-tab-${slug}`, panel: `${prefix}-panel-${slug}`};
}
