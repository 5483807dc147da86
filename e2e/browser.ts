import type {LaunchOptions} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../scripts/chromium.mjs';

/** Debian's Chromium, never a downloaded one, with the flags from scripts/chromium.mjs. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumFlags,
};
