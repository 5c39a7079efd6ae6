import ts from 'typescript';

/** JSX props whose text reaches the user (shown or announced). */
const VISIBLE_PROPS = new Set([
  'placeholder',
  'title',
  'label',
  'alt',
  'description',
  'error',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'aria-roledescription',
  'nothingFoundMessage',
]);

/** Object properties that end up on screen (toast options, column definitions). */
const VISIBLE_KEYS = new Set(['message', 'title', 'label', 'header', 'placeholder', 'description']);

/** An i18n key ("tabs.home") or a URL scheme ("https://") is not prose to translate. */
const isKeyOrUrl = (text: string) =>
  /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(text.trim()) || /^[a-z][a-z+.-]*:\/\/\S*$/.test(text.trim());
const hasWords = (text: string) => /\p{L}/u.test(text) && !isKeyOrUrl(text);

export interface HardCodedString {
  file: string;
  line: number;
  text: string;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const texts = [literalText(node.whenTrue), literalText(node.whenFalse)].filter((t): t is string => t !== null);
    return texts.length ? texts.join(' ') : null;
  }
  return null;
}

/** Finds user-visible text written straight into a component instead of going through i18next. */
export function findHardCodedStrings(file: string, source: string): HardCodedString[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text && hasWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sourceFile))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) report(node, text);
    }
    if (ts.isPropertyAssignment(node) && VISIBLE_KEYS.has(node.name.getText(sourceFile).replace(/['"]/g, ''))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
