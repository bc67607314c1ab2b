// Runs once when the server starts, and waits for nothing: the embedded database migrates on its
// first use (every query waits for it, lib/db/create-client.ts), and the starter set of design
// templates loads shortly after start-up (lib/design-templates/starter-ready.ts; what reads design
// templates waits for that load). So the server's first answers come at once, even on a new data folder.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any request: the rate limits read each request's socket address from this stamp.
  const { installPeerAddressStamp } = await import("./lib/http/peer-address");
  installPeerAddressStamp();
  const { loadStarterTemplatesSoon } = await import("./lib/design-templates/starter-ready");
  loadStarterTemplatesSoon();
}
