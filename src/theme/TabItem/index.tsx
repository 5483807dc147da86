/**
 * Swizzle of @theme/TabItem: eject (unsafe), theme-classic 3.10.2.
 * Why: the panel gets the id that its tab's aria-controls names and an
 * aria-labelledby naming the tab (ids from the Tabs wrapper, see
 * src/theme/Tabs/index.tsx for the reason and the upstream link).
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
// CUSTOM
import type {TabIds} from '@site/src/utils/tab-ids';

declare module '@theme/TabItem' {
  interface Props {
    /** Set by the Tabs wrapper: this panel's id and its tab's id. */
    readonly ariaIds?: TabIds;
  }
}
// CUSTOM END

function TabItemPanel({
  children,
  className,
  hidden,
  // CUSTOM
  ariaIds,
  // CUSTOM END
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  // CUSTOM
  ariaIds?: TabIds;
  // CUSTOM END
}) {
  return (
    <div
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      // CUSTOM
      id={ariaIds?.panel}
      aria-labelledby={ariaIds?.tab}
      // CUSTOM END
      {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({
  children,
  className,
  value,
  // CUSTOM
  ariaIds,
  // CUSTOM END
}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;

  // Upstream note: Docusaurus v4 may render hidden panels with <Activity>.
  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel className={className} hidden={!isSelected} ariaIds={ariaIds}>
      {children}
    </TabItemPanel>
  );
}
