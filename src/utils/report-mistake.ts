/**
 * The "Report a mistake" link under every guide page (src/theme/DocItem/Footer): a new issue on the guides'
 * repository, prefilled with the page's address and source file, or, when the site has no repository
 * (`REPOSITORY_URL=none`), an email to support with the same text. The site itself sends nothing: the reader's
 * browser opens the issue form or their mail program, and the reader decides whether to submit.
 */

/** Where mistakes go: `customFields.reportMistake` of docusaurus.config.ts, from config/env.ts and config/product.ts. */
export type ReportTarget = {repositoryUrl: string | null; email: string};

/** The page the reader is on. */
export type ReportedPage = {
  /** The page's full address: the site URL and its permalink. */
  url: string;
  /** Its source file below the site folder: `user/intro.mdx`. */
  source: string;
  title: string;
};

export type ReportLink = {href: string; kind: 'issue' | 'email'};

/** The prefilled title and text: they name the page and its file, and ask the two questions a writer needs. */
export function reportText(page: ReportedPage): {title: string; body: string} {
  return {
    title: `Mistake on "${page.title}"`,
    body: [
      `Page: ${page.url}`,
      `Source: ${page.source}`,
      '',
      'What is wrong:',
      '',
      '',
      'What it should say (and how you know):',
      '',
    ].join('\n'),
  };
}

/**
 * The link: GitLab's new-issue form for a GitLab repository, GitHub's (github.com or GitHub Enterprise) for any
 * other, and `mailto:` without a repository. Spaces are `%20`, as `mailto:` requires and both forms accept.
 */
export function reportMistakeLink(target: ReportTarget, page: ReportedPage): ReportLink {
  const {title, body} = reportText(page);
  const encode = encodeURIComponent;
  if (!target.repositoryUrl) {
    return {kind: 'email', href: `mailto:${target.email}?subject=${encode(title)}&body=${encode(body)}`};
  }
  const repository = target.repositoryUrl.replace(/\/+$/, '');
  if (/(^|\.)gitlab\./i.test(new URL(repository).hostname)) {
    return {
      kind: 'issue',
      href: `${repository}/-/issues/new?${encode('issue[title]')}=${encode(title)}&${encode('issue[description]')}=${encode(body)}`,
    };
  }
  return {kind: 'issue', href: `${repository}/issues/new?title=${encode(title)}&body=${encode(body)}`};
}
