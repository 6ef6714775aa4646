// The names a source file of either engine exports, for test/twin-names.test.ts: its
// exported functions, variables, classes and enums (re-exports included), and the public
// members of its exported classes, since a core function over static memory is often the
// twin of a reference method on an object. Type-only exports are left out: AssemblyScript
// has no interfaces, and the reference's types describe its objects. TypeScript's parser
// reads AssemblyScript too: its decorators (`@inline`, `@final`) only add diagnostics,
// which are not asked for.

import { readFileSync } from "node:fs";
import ts from "typescript";

/** Whether a declaration carries the modifier `kind`. */
function has(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((m) => m.kind === kind);
}

/** The public member names of a class: methods, fields and accessors (not its constructor). */
function members(c: ts.ClassDeclaration): string[] {
  return c.members
    .filter((m) => m.name !== undefined && !ts.isPrivateIdentifier(m.name))
    .filter((m) => !has(m, ts.SyntaxKind.PrivateKeyword) && !has(m, ts.SyntaxKind.ProtectedKeyword))
    .map((m) => (m.name as ts.PropertyName).getText());
}

/** The names a module's source text exports (see the header), sorted, each once. */
export function exportedNames(source: string, fileName = "module.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const s of file.statements) {
    if (ts.isExportDeclaration(s)) {
      if (s.isTypeOnly || s.exportClause === undefined || !ts.isNamedExports(s.exportClause)) continue;
      for (const e of s.exportClause.elements) if (!e.isTypeOnly) names.add(e.name.text);
      continue;
    }
    if (!has(s, ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) names.add(d.name.getText());
    } else if (ts.isFunctionDeclaration(s) || ts.isEnumDeclaration(s)) {
      if (s.name !== undefined) names.add(s.name.text);
    } else if (ts.isClassDeclaration(s) && s.name !== undefined) {
      names.add(s.name.text);
      for (const m of members(s)) names.add(m);
    }
  }
  return [...names].sort();
}

/** The names the file at `path` exports. */
export function exportedNamesOf(path: string): string[] {
  return exportedNames(readFileSync(path, "utf8"), path);
}
