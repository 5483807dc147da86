import {describe, expect, it} from 'vitest';

describe('the crash-test page', () => {
  it('is left out of a build without DOCUSAURUS_CRASH_TEST=true', async () => {
    expect(process.env.DOCUSAURUS_CRASH_TEST).not.toBe('true');
    const {default: config} = await import('../../docusaurus.config');
    const classic = config.presets?.find((preset) => Array.isArray(preset) && preset[0] === 'classic');
    const options = (classic as [string, {pages: {exclude: string[]}}])[1];
    expect(options.pages.exclude).toContain('crash-test.tsx');
    expect(config.customFields?.isCrashTestBuild).toBe(false);
  });
});
