import { ERROR_CODES, SUPPORTED_LOCALES } from '@galley/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '../api/api-error.ts';

/*
 * The i18n audit. It fails when a catalogue is incomplete in any language, when the source asks for a key
 * English lacks, or when a .tsx file shows users text that bypasses i18n. Files are read through Vite's
 * glob import, so this runs in the unit project without node APIs and sees every page, including ones
 * added later by other people.
 */

const SOURCE_ROOT = 'apps/web/src';

/** Tokens that read the same in every language and may appear as literal text in JSX. */
const LITERAL_ALLOW_LIST: readonly string[] = ['Galley', '©'];

/** Attributes whose string values reach users (tooltips, labels, screen readers). */
const VISIBLE_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'error',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const catalogueFiles = import.meta.glob<Json>('../../locales/*/*.json', { eager: true, import: 'default' });
const sourceFiles = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/*.d.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

function repoPath(globPath: string): string {
  return `${SOURCE_ROOT}/${globPath.replace(/^(\.\.\/)+/, '')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Catalogues

type Flat = Map<string, Json>;

function flatten(value: Json, prefix: string, into: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** locale → namespace → flat key → value. */
const catalogues = new Map<string, Map<string, Flat>>();
for (const [path, content] of Object.entries(catalogueFiles)) {
  const [locale = '', file = ''] = path.split('/').slice(-2);
  const namespaces = catalogues.get(locale) ?? new Map<string, Flat>();
  namespaces.set(file.replace(/\.json$/, ''), flatten(content, '', new Map()));
  catalogues.set(locale, namespaces);
}

const english = catalogues.get('en') ?? new Map<string, Flat>();

function catalogueFile(locale: string, namespace: string): string {
  return `${SOURCE_ROOT}/locales/${locale}/${namespace}.json`;
}

/** A plural family (`count_one`, `count_other`) counts as the one key `count`: languages differ in forms. */
function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

function baseKeys(flat: Flat): Set<string> {
  return new Set([...flat.keys()].map(baseKey));
}

/** Values of a key, or of every plural form of it. */
function valuesOf(flat: Flat, key: string): string[] {
  return [...flat.entries()].filter(([k]) => baseKey(k) === key).map(([, value]) => String(value));
}

function placeholders(values: string[]): string {
  const found = new Set<string>();
  for (const value of values) {
    for (const match of value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)) {
      found.add(match[1] ? `{{${match[1]}}}` : `<${match[2]}>`);
    }
  }
  found.delete('{{count}}');
  return [...found].sort().join(' ');
}

function catalogueProblems(): string[] {
  const problems: string[] = [];
  const allNamespaces = new Set([...catalogues.values()].flatMap((namespaces) => [...namespaces.keys()]));
  for (const locale of SUPPORTED_LOCALES) {
    if (!catalogues.has(locale))
      problems.push(`${SOURCE_ROOT}/locales/${locale}/: no catalogue for a supported locale`);
  }
  for (const locale of catalogues.keys()) {
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) {
      problems.push(
        `${SOURCE_ROOT}/locales/${locale}/: not a supported locale (${SUPPORTED_LOCALES.join(', ')})`,
      );
    }
  }
  for (const namespace of [...allNamespaces].sort()) {
    const allKeys = new Set<string>();
    for (const namespaces of catalogues.values()) {
      for (const key of baseKeys(namespaces.get(namespace) ?? new Map())) allKeys.add(key);
    }
    for (const locale of SUPPORTED_LOCALES) {
      const flat = catalogues.get(locale)?.get(namespace);
      const file = catalogueFile(locale, namespace);
      if (!flat) {
        problems.push(`${file}: namespace "${namespace}" is missing`);
        continue;
      }
      const present = baseKeys(flat);
      for (const key of [...allKeys].sort()) {
        if (!present.has(key)) {
          const owners = SUPPORTED_LOCALES.filter(
            (other) =>
              catalogues.get(other)?.get(namespace) &&
              baseKeys(catalogues.get(other)?.get(namespace) ?? new Map()).has(key),
          );
          problems.push(`${file}: key "${key}" is missing (present in ${owners.join(', ')})`);
        }
      }
      for (const [key, value] of flat) {
        if (typeof value !== 'string')
          problems.push(`${file}: key "${key}" is ${JSON.stringify(value)}, not text`);
        else if (value.trim() === '') problems.push(`${file}: key "${key}" is empty`);
      }
      for (const key of present) {
        const forms = [...flat.keys()].filter((k) => baseKey(k) === key && k !== key);
        if (forms.length > 0 && !flat.has(`${key}_other`)) {
          problems.push(`${file}: plural key "${key}" has no "${key}_other" form`);
        }
      }
      const reference = english.get(namespace);
      if (reference && locale !== 'en') {
        for (const key of present) {
          if (!baseKeys(reference).has(key)) continue;
          const expected = placeholders(valuesOf(reference, key));
          const actual = placeholders(valuesOf(flat, key));
          if (expected !== actual) {
            problems.push(`${file}: key "${key}" uses [${actual}] but English uses [${expected}]`);
          }
        }
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Source scanning

interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
}

function at(sourceFile: ts.SourceFile, node: ts.Node, message: string): Finding {
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return { file: sourceFile.fileName, line: line + 1, column: character + 1, message };
}

function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column} ${finding.message}`;
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function hasLetters(text: string): boolean {
  let rest = text;
  for (const token of LITERAL_ALLOW_LIST) rest = rest.split(token).join(' ');
  return /\p{L}/u.test(rest);
}

/**
 * String literals an expression can evaluate to and so show: the branches of `?:`, both sides of `||`
 * and `??`, the right of `&&`, template text. Literals used as conditions, comparisons or call
 * arguments (such as translation keys) are not shown and are skipped.
 */
function shownLiterals(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)].filter((part) =>
      hasLetters(part.text),
    ).length > 0
      ? [expression]
      : [];
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  ) {
    return shownLiterals(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    }
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return node.getText();
}

function isNotificationCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return /^(show|update)Notification$/.test(callee.text);
  return (
    ts.isPropertyAccessExpression(callee) &&
    /^(show|update)$/.test(callee.name.text) &&
    /notifications$/i.test(callee.expression.getText())
  );
}

/** User-visible text in a .tsx file that does not go through i18n. */
function findUntranslatedText(file: string, text: string): Finding[] {
  const sourceFile = parse(file, text);
  const findings: Finding[] = [];
  const flag = (nodes: ts.Node[], where: string) => {
    for (const node of nodes) {
      const value = literalText(node);
      if (hasLetters(value))
        findings.push(at(sourceFile, node, `untranslated ${where}: ${JSON.stringify(value.trim())}`));
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const value = node.text.replace(/\s+/g, ' ').trim();
      if (hasLetters(value))
        findings.push(at(sourceFile, node, `untranslated JSX text: ${JSON.stringify(value)}`));
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      flag(shownLiterals(node.expression), 'JSX expression');
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const name = node.name.getText(sourceFile);
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) flag([value], `${name} attribute`);
      else if (value && ts.isJsxExpression(value) && value.expression)
        flag(shownLiterals(value.expression), `${name} attribute`);
    } else if (ts.isCallExpression(node) && isNotificationCall(node)) {
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const name = property.name.getText(sourceFile);
          if (name === 'title' || name === 'message')
            flag(shownLiterals(property.initializer), `notification ${name}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

interface KeyUse {
  file: string;
  line: number;
  column: number;
  /** Namespaces the key may resolve in, in i18next's lookup order. */
  namespaces: string[];
  key: string;
  /** True for `t(\`errors.${code}\`)`: only the static prefix can be checked. */
  prefixOnly: boolean;
}

function stringsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => stringsOf(element));
  return [];
}

function nsOption(options: ts.Expression | undefined): string[] {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'ns')
      return stringsOf(property.initializer);
  }
  return [];
}

/** The keys an argument may be: a literal, each branch of `?:`, or the static head of a template. */
function keyCandidates(expression: ts.Expression): { node: ts.Node; key: string; prefixOnly: boolean }[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [{ node: expression, key: expression.text, prefixOnly: false }];
  }
  if (ts.isTemplateExpression(expression))
    return [{ node: expression, key: expression.head.text, prefixOnly: true }];
  if (ts.isParenthesizedExpression(expression)) return keyCandidates(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...keyCandidates(expression.whenTrue), ...keyCandidates(expression.whenFalse)];
  }
  return [];
}

/** Every translation key the file asks for: `t('key')`, `i18n.t('ns:key')`, `<Trans i18nKey="key" />`. */
function findTranslationKeys(file: string, text: string, defaultNamespace = 'common'): KeyUse[] {
  const sourceFile = parse(file, text);
  const fileNamespaces: string[] = [];
  const raw: { node: ts.Node; key: string; prefixOnly: boolean; explicit: string[] }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first, second] = node.arguments;
      if (name === 'useTranslation') {
        const declared = stringsOf(first);
        fileNamespaces.push(...(declared.length > 0 ? declared : [defaultNamespace]));
      } else if (name === 't' && first) {
        for (const candidate of keyCandidates(first)) raw.push({ ...candidate, explicit: nsOption(second) });
      }
    } else if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText(sourceFile) === 'TFunction' &&
      node.typeArguments?.[0] &&
      ts.isLiteralTypeNode(node.typeArguments[0]) &&
      ts.isStringLiteral(node.typeArguments[0].literal)
    ) {
      // A helper handed `t` as `TFunction<'admin'>` asks in that namespace.
      fileNamespaces.push(node.typeArguments[0].literal.text);
    } else if (ts.isJsxAttribute(node) && node.name.getText(sourceFile) === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const element = node.parent.parent;
      const nsAttribute =
        ts.isJsxOpeningLikeElement(element) &&
        element.attributes.properties.find(
          (attribute): attribute is ts.JsxAttribute =>
            ts.isJsxAttribute(attribute) && attribute.name.getText(sourceFile) === 'ns',
        );
      const nsValue = nsAttribute ? nsAttribute.initializer : undefined;
      const explicit = nsValue ? stringsOf(ts.isJsxExpression(nsValue) ? nsValue.expression : nsValue) : [];
      for (const key of stringsOf(value)) raw.push({ node, key, prefixOnly: false, explicit });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const implicit = fileNamespaces.length > 0 ? [...new Set(fileNamespaces)] : [defaultNamespace];
  return raw.map(({ node, key, prefixOnly, explicit }) => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    const separator = key.indexOf(':');
    const namespaces = separator > 0 ? [key.slice(0, separator)] : explicit.length > 0 ? explicit : implicit;
    return {
      file,
      line: line + 1,
      column: character + 1,
      namespaces,
      key: separator > 0 ? key.slice(separator + 1) : key,
      prefixOnly,
    };
  });
}

function keyExists(use: KeyUse): boolean {
  return use.namespaces.some((namespace) => {
    const flat = english.get(namespace);
    if (!flat) return false;
    if (use.prefixOnly) return [...flat.keys()].some((key) => key.startsWith(use.key));
    return (
      flat.has(use.key) ||
      [...flat.keys()].some((key) => baseKey(key) === use.key || key.startsWith(`${use.key}.`))
    );
  });
}

const sources = Object.entries(sourceFiles).map(([path, text]) => ({ file: repoPath(path), text }));

// ---------------------------------------------------------------------------------------------------------

describe('translation catalogues', () => {
  it('found the catalogues and the source', () => {
    expect(english.has('common')).toBe(true);
    expect(sources.some(({ file }) => file.endsWith('main.tsx'))).toBe(true);
  });

  it('have every key, non-empty and with the same placeholders, in every language', () => {
    const problems = catalogueProblems();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('translate every API error code', () => {
    const common = english.get('common') ?? new Map();
    const missing = [...ERROR_CODES, ...CLIENT_ERROR_CODES]
      .filter((code) => !common.has(`errors.${code}`))
      .map(
        (code) =>
          `${catalogueFile('en', 'common')}: key "errors.${code}" is missing (an ErrorCode of @galley/contracts)`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('name every supported language', () => {
    const common = english.get('common') ?? new Map();
    const missing = SUPPORTED_LOCALES.filter((locale) => !common.has(`language.${locale}`)).map(
      (locale) => `${catalogueFile('en', 'common')}: key "language.${locale}" is missing`,
    );
    expect(missing, missing.join('\n')).toEqual([]);
  });
});

describe('source', () => {
  it('asks only for keys the English catalogue has', () => {
    const missing = sources
      .flatMap(({ file, text }) => findTranslationKeys(file, text))
      .filter((use) => !keyExists(use))
      .map(
        (use) =>
          `${use.file}:${use.line}:${use.column} key "${use.key}"${use.prefixOnly ? ' (prefix)' : ''} is not in ${use.namespaces
            .map((namespace) => catalogueFile('en', namespace))
            .join(' or ')}`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('shows users no text that bypasses i18n', () => {
    const findings = sources
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, text }) => findUntranslatedText(file, text))
      .map(formatFinding);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

describe('the audit itself', () => {
  it('flags literal text, visible attributes and notification text', () => {
    const source = [
      'export function Demo({ ok }: { ok: boolean }) {',
      '  notifications.show({ title: "Saved", message: t("common:actions.close") });',
      '  return (',
      '    <div title="Tip" data-id="not-shown">',
      '      Hello there',
      '      {ok ? "Yes" : t("common:actions.retry")}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal
      '      {ok === "monthly" && <img alt={`Logo of ${ok}`} />}',
      '      <p aria-label={t("common:nav.openMenu")}>© Galley {ok}</p>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(findUntranslatedText('demo.tsx', source).map(formatFinding)).toEqual([
      'demo.tsx:2:31 untranslated notification title: "Saved"',
      'demo.tsx:4:16 untranslated title attribute: "Tip"',
      'demo.tsx:5:7 untranslated JSX text: "Hello there"',
      'demo.tsx:6:13 untranslated JSX expression: "Yes"',
      'demo.tsx:7:38 untranslated alt attribute: "Logo of …"',
    ]);
  });

  it('resolves keys against the namespaces a file declares', () => {
    const source = [
      "const { t } = useTranslation(['pricing', 'common']);",
      "t('hero.title');",
      "t('common:errors.unexpected');",
      "i18n.t('loading', { ns: 'common' });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal
      't(`errors.${code}`);',
      '<Trans i18nKey="faq.trial.answer" ns="pricing" />;',
      "t(yearly ? 'plan.perYear' : 'plan.perMonth');",
    ].join('\n');
    const uses = findTranslationKeys('demo.tsx', source).map(({ namespaces, key, prefixOnly, line }) => ({
      line,
      namespaces,
      key,
      prefixOnly,
    }));
    expect(uses).toEqual([
      { line: 2, namespaces: ['pricing', 'common'], key: 'hero.title', prefixOnly: false },
      { line: 3, namespaces: ['common'], key: 'errors.unexpected', prefixOnly: false },
      { line: 4, namespaces: ['common'], key: 'loading', prefixOnly: false },
      { line: 5, namespaces: ['pricing', 'common'], key: 'errors.', prefixOnly: true },
      { line: 6, namespaces: ['pricing'], key: 'faq.trial.answer', prefixOnly: false },
      { line: 7, namespaces: ['pricing', 'common'], key: 'plan.perYear', prefixOnly: false },
      { line: 7, namespaces: ['pricing', 'common'], key: 'plan.perMonth', prefixOnly: false },
    ]);
    expect(uses.every((use) => keyExists({ ...use, file: 'demo.tsx', column: 1 }))).toBe(true);
    expect(
      keyExists({
        file: 'demo.tsx',
        line: 1,
        column: 1,
        namespaces: ['pricing'],
        key: 'nope',
        prefixOnly: false,
      }),
    ).toBe(false);
  });

  it('takes the namespace of a helper from its TFunction type', () => {
    const source = "export const f = (t: TFunction<'admin'>) => t('editor.announce.start');";
    expect(
      findTranslationKeys('helper.ts', source).map(({ namespaces, key }) => ({ namespaces, key })),
    ).toEqual([{ namespaces: ['admin'], key: 'editor.announce.start' }]);
  });
});
