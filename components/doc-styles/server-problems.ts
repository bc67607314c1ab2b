import type { ApiFieldProblem } from "@/lib/client/api";

// How the server's refusals read best next to the fields. A 400 carries a sentence and the fields it
// is about; the sentence is often the more specific of the two ("This CSS contains something that is
// not allowed: @import" over the field's "This value is not valid.").

/** The problems to show by the fields: a refusal about one field shows the server's sentence there. */
export function fieldProblemsOf(message: string, fields: readonly ApiFieldProblem[]): ApiFieldProblem[] {
  if (fields.length === 1) return [{ path: fields[0].path, message }];
  return [...fields];
}

/**
 * An import refusal as a headline and a list: the fields of the style file, each once. The sentence
 * is cut where it starts naming the fields (the server spells them out in it too), and the upload's
 * own field ("file") is left out of the list: the sentence already says what is wrong with the file.
 */
export function importProblemView(message: string, fields: readonly ApiFieldProblem[]): { text: string; fields: ApiFieldProblem[] } {
  const listed = fields.filter((field) => field.path !== "file");
  const at = listed.length ? message.indexOf(`${listed[0].path}:`) : -1;
  const text = at > 0 ? message.slice(0, at).trim() : message;
  return { text, fields: listed };
}
