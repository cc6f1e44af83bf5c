import type { FieldProblem } from "./use-field-problems";

// Problems (the form's own checks and the server's) name the API body's fields; a form shows each
// under its own field, the first message a field got. `renames` maps body fields to form fields
// ('clientId' → 'client').
export function problemsByFieldWith(renames: Readonly<Record<string, string>>) {
  return (problems: readonly FieldProblem[]): Record<string, string> => {
    const byField: Record<string, string> = {};
    for (const problem of problems) {
      const field = renames[problem.field] ?? problem.field;
      byField[field] ??= problem.message;
    }
    return byField;
  };
}

// Either identifier satisfies the rule 'Must enter a Client SKU or a Certificate Number', so
// editing one clears the mark on both.
export const linkedIdentifiers: Readonly<Record<string, readonly string[]>> = {
  certificateNumber: ["certificateNumber", "clientSku"],
  clientSku: ["certificateNumber", "clientSku"],
};

type Issue = { path: readonly PropertyKey[]; message: string };

// A save schema's refusals as problems; `fieldOf` names the form field an issue's path points at.
export function issueProblems(
  issues: readonly Issue[],
  fieldOf: (path: readonly PropertyKey[]) => string,
): FieldProblem[] {
  return issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
}
