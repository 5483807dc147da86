import {describe, expect, it} from 'vitest';
import {tabIds} from './tab-ids';

describe('tabIds', () => {
  it('gives a tab and its panel distinct ids under one Tabs', () => {
    expect(tabIds('«r1»', 'curl')).toEqual({tab: 'tabs-r1-tab-curl', panel: 'tabs-r1-panel-curl'});
  });

  it('keeps ids apart for two Tabs with the same values', () => {
    expect(tabIds(':r1:', 'js').tab).not.toBe(tabIds(':r2:', 'js').tab);
  });

  it('turns characters that are awkward in ids into dashes', () => {
    expect(tabIds('_r_3_', 'Node.js (fetch)').panel).toBe('tabs-_r_3_-panel-Node-js-fetch-');
  });
});
