/**
 * Swizzle of @theme/Logo: eject (unsafe), theme-classic 3.10.2.
 * Why: the logo depends on the host name (production vs preview). Upstream Logo
 * reads the logo from useThemeConfig() itself, so a wrapper cannot swap the
 * image. We render both logos and let CSS show one, keyed on
 * <html data-site-host>, which an inline head script sets before first paint
 * (src/utils/siteHost.ts): no flash of the wrong logo, no hydration mismatch.
 * This one component serves the navbar, the mobile menu and the docs sidebar.
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig, type NavbarLogo} from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
import type {Props} from '@theme/Logo';
// CUSTOM
import {siteLogos} from '@site/config/logos';
import styles from './styles.module.css';
// CUSTOM END

function LogoThemedImage({
  logo,
  alt,
  imageClassName,
  // CUSTOM
  variantClassName,
  // CUSTOM END
}: {
  logo: NavbarLogo;
  alt: string;
  imageClassName?: string;
  variantClassName: string;
}) {
  const sources = {
    light: useBaseUrl(logo.src),
    dark: useBaseUrl(logo.srcDark || logo.src),
  };
  const themedImage = (
    <ThemedImage
      // CUSTOM: the variant class goes on the image when there is no wrapper
      className={clsx(logo.className, !imageClassName && variantClassName)}
      // CUSTOM END
      sources={sources}
      height={logo.height}
      width={logo.width}
      alt={alt}
      style={logo.style}
    />
  );
  // Is this extra div really necessary?
  // introduced in https://github.com/facebook/docusaurus/pull/5666
  return imageClassName ? (
    // CUSTOM: the variant class goes on the wrapper
    <div className={clsx(imageClassName, variantClassName)}>{themedImage}</div>
  ) : (
    // CUSTOM END
    themedImage
  );
}

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();

  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');

  // If visible title is shown, fallback alt text should be
  // an empty string to mark the logo as decorative.
  const fallbackAlt = navbarTitle ? '' : title;

  // Use logo alt text if provided (including empty string),
  // and provide a sensible fallback otherwise.
  const alt = logo?.alt ?? fallbackAlt;

  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {logo && (
        // CUSTOM: both logos; CSS shows the one for this host
        <>
          <LogoThemedImage
            logo={logo}
            alt={alt}
            imageClassName={imageClassName}
            variantClassName={styles.production!}
          />
          <LogoThemedImage
            logo={{...logo, ...siteLogos.preview}}
            alt={siteLogos.preview.alt}
            imageClassName={imageClassName}
            variantClassName={styles.preview!}
          />
        </>
        // CUSTOM END
      )}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
