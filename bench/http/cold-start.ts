// Cold start: from spawning `next start` to the first answer, on an empty data folder (the first
// run of a fresh clone: the embedded database is created and migrated) and on a migrated one.
// Target (issue: server speed): the first answer within 2 s on an empty folder and within 1 s on a
// migrated one, on the embedded database; the starter designs load after the server answers.
//   npx tsx bench/http/cold-start.ts        (BENCH_DB=embedded|postgres to pick one database)
import { benchTarget, cleanUp, seedDatabase, startApp, targetLabel, verdict } from "./harness";

const target = await benchTarget(import.meta.url);
console.log(`\nCold start on ${targetLabel(target)}`);

async function firstAnswer(label: string, path: string) {
  const app = await startApp(target, { readyPath: path, settle: false });
  const ms = app.startedInMs;
  // How long until the design gallery's data is there too (it waits for the starter set).
  const started = performance.now();
  const gallery = await fetch(`${app.url}/api/schablone-definitions?product=proposal`);
  const galleryMs = performance.now() - started + ms;
  const count = gallery.ok ? ((await gallery.json()) as { definitions: unknown[] }).definitions.length : -1;
  await app.stop();
  console.log(`  ${label.padEnd(44)} first answer of ${path.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms; ${count} design templates listed after ${galleryMs.toFixed(0)} ms`);
  return ms;
}

let met = true;
if (target.kind === "embedded") {
  const empty = await firstAnswer("empty data folder", "/api/health");
  met = verdict(`empty data folder: ${empty.toFixed(0)} ms <= 2000 ms`, empty <= 2000) && met;
  const migrated = await firstAnswer("migrated data folder", "/api/health");
  met = verdict(`migrated data folder: ${migrated.toFixed(0)} ms <= 1000 ms`, migrated <= 1000) && met;
  const login = await firstAnswer("migrated, the login page", "/auth/login");
  console.log(`  (the login page, rendered on the server: ${login.toFixed(0)} ms)`);
} else {
  await seedDatabase(target, async () => undefined);
  const migrated = await firstAnswer("migrated database", "/api/health");
  met = verdict(`migrated database: ${migrated.toFixed(0)} ms <= 1000 ms`, migrated <= 1000) && met;
}
await cleanUp(target);
process.exit(met ? 0 : 1);
