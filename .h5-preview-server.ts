// Temporary (helper H5): serves the design preview from a scratch PostgreSQL database for screenshots.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

const url = "postgresql://postgres@127.0.0.1:5432/eventdocs_h5shots";
process.env.DATABASE_URL = url;
process.env.STORAGE_DIR = "/tmp/h5/storage";
process.env.AUTH_SECRET = "h5-shots-secret-0123456789abcdef0123";

const admin = new pg.Client({ connectionString: "postgresql://postgres@127.0.0.1:5432/postgres" });
await admin.connect();
const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'eventdocs_h5shots'");
if (!exists.rowCount) await admin.query('CREATE DATABASE "eventdocs_h5shots"');
await admin.end();
const { openRunner } = await import("./lib/db/sql-runner");
const { applyPendingMigrations } = await import("./lib/db/migrations");
const runner = await openRunner({ kind: "postgres", url });
await applyPendingMigrations(runner);
await runner.close();

const { loadStarterTemplates } = await import("./lib/design-templates/starter");
console.log(await loadStarterTemplates());
const { getDesignPreview } = await import("./lib/design-preview/view");
const media = await import("./app/api/media/[id]/max-width/[w]/route");
const { db } = await import("./lib/db/client");
const designs = await db.designTemplate.findMany({ select: { id: true, docId: true, title: true, lang: true } });
for (const d of designs) console.log(`/design-preview/${d.id}/${d.docId}  ${d.lang} ${d.title}`);

createServer(async (req, res) => {
  try {
    const u = new URL(req.url!, "http://127.0.0.1:3999");
    let response: Response;
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])) as [string, string][]);
    const request = new Request(u, { headers });
    let m;
    if ((m = /^\/design-preview\/([^/]+)\/([^/]+)$/.exec(u.pathname))) response = await getDesignPreview(request, { schabloneId: m[1], docId: m[2] });
    else if ((m = /^\/api\/media\/([^/]+)\/max-width\/(\d+)$/.exec(u.pathname))) response = await media.GET(request, { params: Promise.resolve({ id: m[1], w: m[2] }) });
    else if (u.pathname.startsWith("/shared-assets/")) {
      const file = path.join(".share-build/assets", path.basename(u.pathname));
      const type = file.endsWith(".css") ? "text/css" : file.endsWith(".js") ? "text/javascript" : "application/octet-stream";
      response = new Response(await readFile(file), { headers: { "content-type": type } });
    } else response = new Response("not here", { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    res.writeHead(500);
    res.end(String(error));
  }
}).listen(3999, "127.0.0.1", () => console.log("listening 3999"));
