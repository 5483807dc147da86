/**
 * Swizzle of @theme/Tabs: wrap, theme-classic 3.10.2.
 * Why: upstream does not tie a tab to its panel (no id, aria-controls or
 * aria-labelledby), so screen readers cannot tell which panel a tab shows and
 * the Nu Html Checker reports "Every active role=tab element must have a
 * corresponding role=tabpanel element" on every page with tabs (the API
 * reference's code samples). The wrapper gives each tab an id and an
 * aria-controls (through TabItem's documented `attributes` prop, which
 * upstream spreads onto the tab) and hands the ids to TabItem (ejected) for
 * the panel's id and aria-labelledby.
 * Upstream: https://github.com/facebook/docusaurus/issues (Tabs lack
 * aria-controls; reported downstream in reduxjs/redux-toolkit#4790); drop both
 * swizzles when the theme links tabs and panels itself.
 */
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {tabIds} from '@site/src/utils/tab-ids';

export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const ids = tabIds(base, child.props.value);
    return cloneElement(child as ReactElement<TabItemProps>, {
      ariaIds: ids,
      attributes: {
        ...child.props.attributes,
        id: ids.tab,
        // A lazy Tabs renders only the selected panel: no reference to a missing element.
        ...(props.lazy ? {} : {'aria-controls': ids.panel}),
      },
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
