import type {LaunchOptions} from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded one. The flags keep Chromium from
 * reaching for a network this machine does not have.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
