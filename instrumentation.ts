// Runs once when the server starts: the embedded database applies pending migrations before the
// first request, so a fresh clone needs no setup step.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/db/instance");
  await getDb().ready;
}
