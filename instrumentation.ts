// Runs once when the server starts: the embedded database applies pending migrations before the
// first request, so a fresh clone needs no setup step. Then the starter set of design templates is
// loaded (lib/design-templates/starter.ts): on either database, only entries not loaded before, and
// a broken file is logged without stopping the server.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/db/instance");
  await getDb().ready;
  const { loadStarterTemplates } = await import("./lib/design-templates/starter");
  await loadStarterTemplates();
}
