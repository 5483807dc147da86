/**
 * Swizzle of @theme/AnnouncementBar: wrap (unsafe), theme-classic 3.10.2.
 * Why: a new announcement id must show even to readers who closed the previous
 * one. Upstream's inline script marks <html data-announcement-bar-initially-dismissed="true">
 * from the stored dismissal alone, without looking at the id, and CSS then hides
 * the bar for the whole first visit after an id change (it shows only from the
 * next page load). After hydration we clear that mark when the stored dismissal
 * belongs to another id. The stored keys are upstream's (namespaced by
 * `storage.namespace`), read with upstream's own storage helper.
 */
import {useEffect, type ReactNode} from 'react';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const id = announcementBar?.id;
  useEffect(() => {
    if (!id) return;
    // Runs before the provider's own effect (children first), so the stored id
    // is still the one the reader dismissed, if any.
    const dismissedThisId =
      createStorageSlot('docusaurus.announcement.dismiss').get() === 'true' &&
      createStorageSlot('docusaurus.announcement.id').get() === id;
    if (!dismissedThisId) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [id]);
  return <AnnouncementBar />;
}
