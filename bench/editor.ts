// Benchmark of the editor (editor issue: "autosave p95 under 50 ms; opening a 200-block document
// well under a second").
//
//   npx tsx bench/editor.ts                              fresh in-memory embedded database (PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/editor.ts  a PostgreSQL server (migrated first; the
//                                                        bench's user and workspace are removed at the end)
//
// It creates a document of 200 blocks of every registered flow type (some nested, plus a cover),
// then times (a) 200 autosaves through the real block update route handler (a real Request with a
// bearer token, optimistic version included) and (b) opening the document for the editor: the
// function the page uses (readDocument) plus rendering the block tree to static HTML.
import { performance } from "node:perf_hooks";
import { openBench } from "./support";
import { readFileSync } from "node:fs";
import { blockText } from "../lib/blocks/block-text";
import type { BlockLabels } from "../lib/blocks/definition";
import type { CurrencyCode } from "../lib/pricing/types";

const messages = JSON.parse(readFileSync(new URL("../messages/en.json", import.meta.url), "utf8")) as Record<string, unknown>;

const BLOCKS = 200;
const SAVES = 200;
const WARM_UP = 10;
const LOADS = 50;
const AUTOSAVE_TARGET_MS = 50;
const LOAD_TARGET_MS = 1000;

const { BLOCKS: REGISTRY } = await import("../lib/blocks/registry");
const { readDocument } = await import("../lib/documents/lifecycle");
const { BlockTree } = await import("../lib/blocks/render");
const { buildBlockTree } = await import("../lib/blocks/tree");
const { numberHeadings } = await import("../lib/blocks/numbering");
const { POST: updateRoute } = await import("../app/api/segment/[id]/route");
const { createElement } = await import("react");
const { renderToStaticMarkup } = await import("react-dom/server");

const { db, user, team, token, close } = await openBench("Editor");

// ---- Data: a document of 200 blocks in the bench's workspace.
const document = await db.document.create({ data: { title: "Editor bench", teamId: team.id, ownerId: user.id, numberingStyle: "1.a)i)1." } });

const flowTypes = [...REGISTRY.values()].map((module) => module.definition).filter((definition) => !definition.fixedPosition);
const textOf = (type: string, n: number) =>
  type === "heading" ? `Section ${n}` : type === "paragraph" ? `<p>Paragraph ${n}: <strong>welcome</strong> to the <em>summer gala</em>.</p>` : undefined;

// Every fifth block is a heading holding the next two blocks as children (two levels deep).
let parentId: string | null = null;
let children = 0;
const headingIds: string[] = [];
for (let n = 0; n < BLOCKS; n++) {
  const definition = n % 5 === 0 ? flowTypes.find((d) => d.type === "heading")! : flowTypes[n % flowTypes.length];
  const defaults = definition.defaults();
  const content = textOf(definition.type, n) ?? defaults.content;
  const nested: boolean = parentId !== null && children < 2;
  const row: { id: string } = await db.segment.create({
    data: {
      documentId: document.id,
      segmentType: definition.type,
      parentId: nested ? parentId : null,
      order: nested ? children : n,
      content: content as never,
      metaData: defaults.metaData as never,
    },
    select: { id: true },
  });
  if (nested) children++;
  if (definition.type === "heading") {
    headingIds.push(row.id);
    if (!nested) {
      parentId = row.id;
      children = 0;
    }
  }
}
// Top-level orders dense (the loop above numbered them by position).
const tops = await db.segment.findMany({ where: { documentId: document.id, parentId: null }, orderBy: { order: "asc" }, select: { id: true } });
for (const [order, top] of tops.entries()) await db.segment.update({ where: { id: top.id }, data: { order } });
const cover = [...REGISTRY.values()].find((module) => module.definition.fixedPosition);
if (cover) {
  const defaults = cover.definition.defaults();
  await db.segment.create({
    data: { documentId: document.id, segmentType: cover.definition.type, isFixedBlock: true, positionName: cover.definition.fixedPosition!, order: 0, content: defaults.content as never, metaData: defaults.metaData as never },
  });
}
const types = new Set((await db.segment.findMany({ where: { documentId: document.id }, select: { segmentType: true } })).map((s) => s.segmentType));
console.log(`Document of ${await db.segment.count({ where: { documentId: document.id } })} blocks, types: ${[...types].sort().join(", ")}\n`);

// ---- Timing
function stats(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { name, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

// (a) Autosaves: each one a real Request through the route handler, based on the version the last save answered.
const versions = new Map(headingIds.map((id) => [id, 0]));
async function autosave(i: number) {
  const id = headingIds[i % headingIds.length];
  const request = new Request(`http://localhost:3000/api/segment/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({ version: versions.get(id), content: `Section heading, draft ${i}` }),
  });
  const response = await updateRoute(request, { params: Promise.resolve({ id }) });
  if (response.status !== 200) throw new Error(`autosave answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { segment: { version: number } };
  versions.set(id, body.segment.version);
}
for (let i = 0; i < WARM_UP; i++) await autosave(i);
const saveTimes: number[] = [];
for (let i = 0; i < SAVES; i++) {
  const started = performance.now();
  await autosave(WARM_UP + i);
  saveTimes.push(performance.now() - started);
}

// (b) Opening the document for the editor: the page's read, then the block tree as static HTML.
const access = {
  documentId: document.id,
  teamId: team.id,
  ownerId: user.id,
  templateType: "DOCUMENT",
  teamTemplatePublished: false,
  membership: { memberId: "bench", teamId: team.id, role: "ADMIN" as const },
  isTheOwner: true,
  isTeamAdmin: true,
  readOnly: false,
};
const labels: BlockLabels = {
  unknownType: (type: string) => `Cannot find block directive for type ${type}`,
  imageMissing: "No image chosen yet",
  placeholder: "Click to write…",
  logoMissing: "Add your workspace logo in workspace settings",
  imageAlt: "Image",
  emptyHint: () => "",
  text: blockText("en", messages),
};
let htmlLength = 0;
async function openDocument() {
  const view = await readDocument(access);
  const { roots } = buildBlockTree(view.segments);
  const context = {
    mediaUrl: (mediaId: string) => `/api/media/download/${mediaId}`,
    fileUrl: (fileId: string) => `/api/misc-file/download/${fileId}`,
    team: { name: view.team.name, logoId: null, instagram: view.team.socialMedia.instagram, defaultCurrency: view.team.defaultCurrency as CurrencyCode, numberFormat: view.team.numberFormat },
    numbering: numberHeadings(view.numberingStyle, roots),
    mode: "editor" as const,
    labels,
  };
  const html = renderToStaticMarkup(createElement(BlockTree, { rows: view.segments, context }));
  htmlLength = html.length;
}
for (let i = 0; i < WARM_UP; i++) await openDocument();
const loadTimes: number[] = [];
for (let i = 0; i < LOADS; i++) {
  const started = performance.now();
  await openDocument();
  loadTimes.push(performance.now() - started);
}

const results = [stats(`autosave: POST /api/segment/{id} route handler (${SAVES} saves)`, saveTimes), stats(`open: readDocument + renderToStaticMarkup (${LOADS} runs)`, loadTimes)];
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
console.log(`${"".padEnd(62)}${"p50".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}`);
for (const r of results) console.log(`${r.name.padEnd(62)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}`);
const savesMet = results[0].p95 < AUTOSAVE_TARGET_MS;
const loadMet = results[1].p95 < LOAD_TARGET_MS;
console.log(`\nRendered HTML: ${(htmlLength / 1024).toFixed(0)} KiB. After ${WARM_UP} warm-up runs each.`);
console.log(`Targets: autosave p95 under ${AUTOSAVE_TARGET_MS} ms -> ${savesMet ? "MET" : "NOT MET"}; open p95 under ${LOAD_TARGET_MS} ms -> ${loadMet ? "MET" : "NOT MET"}\n`);

await close();
process.exit(savesMet && loadMet ? 0 : 1);
