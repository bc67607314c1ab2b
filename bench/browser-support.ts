// What the browser benchmarks share: a signed-in planner and documents made through the app's API.
//
// Who signs in: EMAIL (an address or a username) and PASSWORD when given; else the demo account of `npm run app`
// (demo / demo-planner-2026); else, when that fails (a server started for the end-to-end tests), a
// planner registered for the run, which needs no e-mail (registration signs in).
import type { APIRequestContext } from "@playwright/test";

export const BASE = (process.env.BASE ?? process.env.BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export interface Planner {
  teamId: string;
  /** The session cookie ("name=value"), for tools that are not Playwright (Lighthouse). */
  cookie: string;
}

async function cookieOf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  const session = cookies.find((cookie) => cookie.name.includes("session-token"));
  if (!session) throw new Error("Signed in, but no session cookie came back.");
  return `${session.name}=${session.value}`;
}

async function register(request: APIRequestContext) {
  const username = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const answer = await request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Bianca", lastname: "Bench", primarySector: "Weddings" },
  });
  if (answer.status() !== 201) throw new Error(`Registering a planner failed (${answer.status()}): ${await answer.text()}`);
}

/** Signs `request` (a Playwright context's) in, and skips the editor's first-time tour. */
export async function signIn(request: APIRequestContext): Promise<Planner> {
  const given = process.env.EMAIL;
  const tried = given
    ? await request.post("/api/login", { data: { username: given, password: process.env.PASSWORD ?? "" } })
    : await request.post("/api/login", { data: { username: "demo", password: "demo-planner-2026" } });
  if (!tried.ok()) {
    if (given) throw new Error(`Sign-in as ${given} failed (${tried.status()}) at ${BASE}.`);
    await register(request);
  }
  await request.post("/api/account/signup-promo-shown");
  const me = await (await request.get("/api/users/me")).json();
  return { teamId: me.memberships[0].team._id as string, cookie: await cookieOf(request) };
}

/**
 * A document of `count` blocks: a heading every fourth block, the paragraphs in between nested
 * under it (as a planner's sections are), each with a little formatting.
 */
export async function createDocument(request: APIRequestContext, teamId: string, title: string, count: number): Promise<string> {
  const created = await request.post(`/api/team/${teamId}/document`, { data: { title } });
  if (created.status() !== 201) throw new Error(`Creating a document failed (${created.status()}): ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  let parent: string | null = null;
  for (let i = 0; i < count; i++) {
    const heading = i % 4 === 0;
    const body: { segmentType: string; content: string; parent: string | null } = heading
      ? { segmentType: "heading", content: `Section ${i / 4 + 1}: the evening programme`, parent: null }
      : { segmentType: "paragraph", content: `<p>Block ${i}: welcome drinks on the terrace, <strong>live music</strong> and a <em>seasonal</em> menu for 120 guests.</p>`, parent };
    const answer = await request.post(`/api/document/${id}/segment`, { data: body });
    if (answer.status() !== 201) throw new Error(`Creating block ${i} failed: ${answer.status()} ${await answer.text()}`);
    if (heading) parent = ((await answer.json()) as { segment: { id: string } }).segment.id;
  }
  return id;
}

/**
 * For functions handed to the page (addInitScript, evaluate): tsx, which runs these scripts, wraps
 * named inner functions in a `__name()` helper that exists only in Node; the page gets a stand-in.
 */
export const NAME_HELPER = { content: "globalThis.__name = (fn) => fn;" };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line of a budget table: the figure, its budget, a baseline to read it against, and the verdict. */
export function budgetLine(label: string, value: string, budget: string, baseline: string, pass: boolean) {
  return `  ${pass ? "PASS" : "FAIL"}  ${label.padEnd(46)} ${value.padStart(10)}   budget ${budget.padEnd(12)} baseline ${baseline}`;
}
