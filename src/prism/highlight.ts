/**
 * `Highlight`, `useTokenize` and `normalizeTokens` of prism-react-renderer 2.4.1
 * (MIT, Formidable: https://github.com/FormidableLabs/prism-react-renderer/tree/v2.4.1/packages/prism-react-renderer/src),
 * without the Prism build that package bundles. See ./index.ts for why.
 *
 * Kept close to upstream's `src/components/*` and `src/utils/*`, in the same
 * order, so a version bump is a diff; `highlight.test.ts` renders every code
 * block of the guides through both and fails on any difference. Two deliberate
 * differences: a token whose content is a single token (not a list) is walked
 * as a list of one, where upstream would read it as a list; and there is no
 * fallback colour theme (upstream bundles `vsDark` for that; Docusaurus always
 * passes the site's theme).
 */
import {createElement, useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {Token as PrismToken} from 'prismjs';
import type {
  HighlightProps,
  InternalHighlightProps,
  Language,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

type ThemeDict = {root: CSSProperties; plain: CSSProperties; [type: string]: CSSProperties};

// src/utils/themeToDict.ts
function themeToDict(theme: PrismTheme, language: Language): ThemeDict {
  const {plain} = theme;
  const themeDict = theme.styles.reduce<Record<string, CSSProperties>>((acc, themeEntry) => {
    const {languages, style} = themeEntry;
    if (languages && !languages.includes(language)) {
      return acc;
    }
    themeEntry.types.forEach((type) => {
      acc[type] = {...acc[type], ...style} as CSSProperties;
    });
    return acc;
  }, {}) as ThemeDict;
  themeDict.root = plain as CSSProperties;
  themeDict.plain = {...plain, backgroundColor: undefined} as CSSProperties;
  return themeDict;
}

// src/utils/normalizeTokens.ts
const newlineRe = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

function appendTypes(types: string[], add: string[] | string): string[] {
  const typesSize = types.length;
  if (typesSize > 0 && types[typesSize - 1] === add) {
    return types;
  }
  return types.concat(add);
}

/** Prism's token tree, flattened into lines of typed tokens. */
export function normalizeTokens(tokens: (PrismToken | string)[]): Token[][] {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack: (PrismToken | string)[][] = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let i: number;
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const acc = [currentLine];
  while (stackIndex > -1) {
    while ((i = tokenArrIndexStack[stackIndex]!++) < tokenArrSizeStack[stackIndex]!) {
      let content: PrismToken['content'];
      let types = typeArrStack[stackIndex]!;
      const token = tokenArrStack[stackIndex]![i]!;
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) {
          types = appendTypes(types, token.alias);
        }
        content = token.content;
      }
      if (typeof content !== 'string') {
        const children = Array.isArray(content) ? content : [content];
        stackIndex++;
        typeArrStack.push(types);
        tokenArrStack.push(children);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(children.length);
        continue;
      }
      const splitByNewlines = content.split(newlineRe);
      const newlineCount = splitByNewlines.length;
      currentLine.push({types, content: splitByNewlines[0]!});
      for (let i2 = 1; i2 < newlineCount; i2++) {
        normalizeEmptyLines(currentLine);
        acc.push((currentLine = []));
        currentLine.push({types, content: splitByNewlines[i2]!});
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return acc;
}

// src/components/useTokenize.ts
type TokenizeOptions = {prism: PrismLib; code: string; grammar?: PrismGrammar; language: Language};

export function useTokenize({prism, code, grammar, language}: TokenizeOptions): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const prismConfig = {code, grammar, language, tokens: [] as (PrismToken | string)[]};
    prism.hooks.run('before-tokenize', prismConfig);
    prismConfig.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', prismConfig);
    return normalizeTokens(prismConfig.tokens);
  }, [code, grammar, language, prism]);
}

// src/components/useGetLineProps.ts
function useGetLineProps(themeDictionary: ThemeDict) {
  return useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      if (typeof themeDictionary === 'object' && 'plain' in themeDictionary) output.style = themeDictionary.plain;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [themeDictionary],
  );
}

// src/components/useGetTokenProps.ts
function useGetTokenProps(themeDictionary: ThemeDict) {
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (themeDictionary == null) return undefined;
      else if (types.length === 1 && types[0] === 'plain') {
        return empty != null ? {display: 'inline-block'} : undefined;
      } else if (types.length === 1 && empty != null) {
        return themeDictionary[types[0]!];
      }
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => themeDictionary[type]),
      );
    },
    [themeDictionary],
  );
  return useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [styleForToken],
  );
}

// src/components/highlight.ts
function InternalHighlight({children, language: _language, code, theme, prism}: InternalHighlightProps) {
  const language = _language.toLowerCase();
  const themeDictionary = themeToDict(theme, language);
  const getLineProps = useGetLineProps(themeDictionary);
  const getTokenProps = useGetTokenProps(themeDictionary);
  const grammar = prism.languages[language];
  const tokens = useTokenize({prism, language, code, grammar});
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: themeDictionary != null ? themeDictionary.root : {},
    getLineProps,
    getTokenProps,
  });
}

/**
 * Upstream falls back to its bundled Prism and its `vsDark` theme; here Prism
 * is the caller's and a theme is required (Docusaurus always passes one).
 */
export function createHighlight(defaultPrism: PrismLib) {
  return function Highlight(props: HighlightProps) {
    if (!props.theme) throw new Error('Highlight: pass a Prism theme (the site config always has one).');
    return createElement(InternalHighlight, {
      ...props,
      prism: props.prism ?? defaultPrism,
      theme: props.theme,
      code: props.code,
      language: props.language,
    });
  };
}
