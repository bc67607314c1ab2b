// Runs once when the server starts, and waits for nothing: the embedded database migrates in the
// background (every query waits for it, lib/db/create-client.ts) and the starter set of design
// templates is loaded after it (lib/design-templates/starter-ready.ts; what reads design templates
// waits for that load). So the server answers within a second, even on an empty data folder.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startLoadingStarterTemplates } = await import("./lib/design-templates/starter-ready");
  void startLoadingStarterTemplates();
}
