/**
 * Swizzle of @theme/Navbar/MobileSidebar: wrap (unsafe), theme-classic 3.10.2.
 * Why: upstream mounts the phone menu (the navbar items and the whole docs sidebar of the area) as soon as the
 * window is known to be narrow, that is in the re-render that follows hydration on every phone page view. That
 * render built DOM nodes nobody sees, in one long task (measure/trace-tasks.mjs; PERFORMANCE.md), inside the window where Lighthouse counts total blocking time. Here the menu mounts
 * when the reader reaches for the menu button (pointer down or focus, so that on a real tap it is in the page,
 * hidden, before the click opens it and slides in as upstream's does), or at the latest when it opens; it stays
 * mounted after.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  // A state update during render (React's pattern for state derived from props): no extra commit.
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (opened) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setOpened(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [opened]);
  return opened ? <NavbarMobileSidebar /> : null;
}
