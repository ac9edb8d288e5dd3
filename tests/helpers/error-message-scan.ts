// Finds, by reading the source, every message the API can answer in `err` or in an issue: the
// texts given to the HttpError helpers and to `err:` in src/server, their default texts, the
// zod messages of src/schemas and the *_MESSAGE(S) constants of either folder. Identifiers,
// message functions (`QUOTE_MESSAGES.transferTooMuch(amount)`) and lookups in a constant object
// are followed to the texts they stand for, across files. The Hindi catalogue's test
// (tests/unit/error-words.test.ts) holds src/i18n/hi/errors.ts to what this finds.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** A message as written: a plain text, or a template whose `${…}` parts are known only at run time. */
export interface FoundMessage {
  /** The text; a template's holes written as `${}`. */
  text: string;
  /** The template's fixed parts, when the message has holes. */
  parts?: string[];
  /** file:line, for the failure message. */
  where: string;
}

export interface Scan {
  messages: FoundMessage[];
  /** Arguments that could not be followed to a text (file:line and the code). */
  unresolved: string[];
}

const ERROR_HELPERS = new Set([
  "badRequest",
  "unauthorized",
  "forbidden",
  "notFound",
  "conflict",
  "serviceUnavailable",
]);
/** zod functions whose arguments are values or shapes, not messages. */
const ZOD_VALUE_FUNCTIONS = new Set(["literal", "meta", "toJSONSchema", "enum", "describe", "_default"]);
const MESSAGE_NAME = /(^|_)MESSAGES?$/;

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** An expression built by zod (`z.string()`, `z.pipe(…)`): a schema. */
function isZod(node: ts.Expression): boolean {
  let at: ts.Expression = node;
  while (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at)) at = at.expression;
  return ts.isIdentifier(at) && at.text === "z";
}

const calleeName = (callee: ts.Expression): string =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";

export function scanMessages(rootDir: string, folders = ["src/server", "src/schemas"]): Scan {
  const sources = folders
    .flatMap((folder) => filesUnder(join(rootDir, folder)))
    .map((file) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));

  // Module-level constants of every file, for identifiers imported from another one.
  const exported = new Map<string, ts.Expression[]>();
  const locals = new Map<ts.SourceFile, Map<string, ts.Expression>>();
  for (const source of sources) {
    const own = new Map<string, ts.Expression>();
    const collect = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        own.set(node.name.text, node.initializer);
        if (node.parent.parent.parent === source) {
          exported.set(node.name.text, [...(exported.get(node.name.text) ?? []), node.initializer]);
        }
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
    locals.set(source, own);
  }

  const messages: FoundMessage[] = [];
  const unresolved: string[] = [];

  for (const source of sources) {
    const file = relative(rootDir, source.fileName);
    const inSchemas = file.startsWith("src/schemas");
    const lookup = (name: string): ts.Expression[] => {
      const own = locals.get(source)?.get(name);
      return own ? [own] : (exported.get(name) ?? []);
    };
    const whereOf = (node: ts.Node) =>
      `${relative(rootDir, node.getSourceFile().fileName)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** The object literals an expression names, e.g. QUOTE_MESSAGES. */
    const objectsOf = (node: ts.Expression, depth: number): ts.ObjectLiteralExpression[] => {
      if (depth > 8) return [];
      if (ts.isObjectLiteralExpression(node)) return [node];
      if (ts.isIdentifier(node)) return lookup(node.text).flatMap((value) => objectsOf(value, depth + 1));
      if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
        return objectsOf(node.expression, depth + 1);
      }
      if (ts.isPropertyAccessExpression(node)) {
        return objectsOf(node.expression, depth + 1)
          .flatMap((object) => object.properties)
          .filter((property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
          .filter((property) => (property.name as ts.Identifier).text === node.name.text)
          .flatMap((property) => objectsOf((property as ts.PropertyAssignment).initializer, depth + 1));
      }
      return [];
    };

    /** Records the texts `node` stands for; false when it cannot be followed. */
    const follow = (node: ts.Node, depth = 0): boolean => {
      if (depth > 8) return false;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        messages.push({ text: node.text, where: whereOf(node) });
        return true;
      }
      if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        messages.push({ text: parts.join("${}"), parts, where: whereOf(node) });
        return true;
      }
      if (ts.isIdentifier(node)) {
        const values = lookup(node.text);
        return values.length > 0 && values.every((value) => follow(value, depth + 1));
      }
      if (ts.isArrowFunction(node)) return !ts.isBlock(node.body) && follow(node.body, depth + 1);
      if (ts.isCallExpression(node)) return follow(node.expression, depth + 1);
      if (ts.isPropertyAccessExpression(node)) {
        const found = objectsOf(node.expression, depth + 1)
          .flatMap((object) => object.properties)
          .filter(
            (property) =>
              property.name && ts.isIdentifier(property.name) && property.name.text === node.name.text,
          );
        return found.length > 0 && found.every((property) => followProperty(property, depth + 1));
      }
      if (ts.isElementAccessExpression(node)) {
        const found = objectsOf(node.expression, depth + 1).flatMap((object) => object.properties);
        return found.length > 0 && found.every((property) => followProperty(property, depth + 1));
      }
      if (ts.isConditionalExpression(node)) {
        return follow(node.whenTrue, depth + 1) && follow(node.whenFalse, depth + 1);
      }
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        return follow(node.right, depth + 1);
      }
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
        return follow(node.expression, depth + 1);
      }
      return false;
    };
    const followProperty = (property: ts.ObjectLiteralElementLike, depth: number): boolean => {
      if (ts.isPropertyAssignment(property)) return follow(property.initializer, depth);
      if (ts.isShorthandPropertyAssignment(property)) return follow(property.name, depth);
      if (ts.isMethodDeclaration(property)) return true;
      return false;
    };
    const message = (node: ts.Node): void => {
      if (!follow(node)) unresolved.push(`${whereOf(node)}: ${node.getText()}`);
    };
    /** Every text inside a *_MESSAGE(S) constant: a text, an object of texts, functions making texts. */
    const everyText = (node: ts.Node): void => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)
      ) {
        follow(node);
      } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.initializer)) {
        message(node.initializer);
      } else {
        ts.forEachChild(node, everyText);
      }
    };

    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_NAME.test(node.name.text)) {
        if (node.initializer) everyText(node.initializer);
      } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        const args = node.arguments ?? [];
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ERROR_HELPERS.has(name) &&
          args[0]
        ) {
          message(args[0]);
        }
        if (ts.isNewExpression(node) && name === "HttpError" && args[1]) message(args[1]);
        const onZod =
          ts.isPropertyAccessExpression(node.expression) &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === "z";
        if (inSchemas && onZod && !ZOD_VALUE_FUNCTIONS.has(name)) {
          // Messages are the texts among the arguments; functions, numbers and shapes are not.
          for (const arg of args) {
            if (ts.isStringLiteral(arg) || ts.isTemplateLiteral(arg) || ts.isIdentifier(arg)) follow(arg);
            else if (ts.isPropertyAccessExpression(arg) || ts.isCallExpression(arg)) follow(arg);
          }
        }
        if (inSchemas && onZod && name === "enum" && args[1]) message(args[1]);
      } else if (
        ts.isParameter(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === "message" &&
        node.initializer
      ) {
        // The helpers' default texts (`unauthorized(message = "Please log in to continue.")`).
        message(node.initializer);
      } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const key = node.name.text;
        // In a schema, `message: z.string()` is a field named message, not a message.
        const isMessage = inSchemas
          ? (key === "message" || key === "error") && !isZod(node.initializer)
          : key === "err";
        if (isMessage) message(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, unresolved };
}
