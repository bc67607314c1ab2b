import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import { FolderEntries } from "@/lib/documents/import-entries";
import { readDocumentEntries, writeImportedDocuments } from "@/lib/documents/import";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { toDbGroup } from "./schemas";
import { DEFAULT_STARTER_FILE, describeIssues, starterFileSchema, type StarterDefinition } from "./starter-format";
import { ensureStudio, STARTER_LOCK } from "./studio";

// Loads the starter set of design templates (issue 10 §2) from the static file named by
// DESIGN_TEMPLATES_FILE. Runs when the server starts (instrumentation.ts) and adds each entry once:
// an entry whose `file` was loaded before (design_template_loads) is skipped, even when a super
// admin has since deleted its definition. The documents are imported with the .eventdocs importer
// (read from the folder instead of a zip) into the studio workspace, and the definitions are written
// in the same transaction. A broken file is logged and loads nothing; this never throws.

export interface StarterLoadResult {
  /** The `file` of every definition added by this run. */
  added: string[];
  /** Why nothing was loaded, when the file is missing or broken. */
  problem: string | null;
}

export function starterFilePath(configured = process.env.DESIGN_TEMPLATES_FILE): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), configured?.trim() || DEFAULT_STARTER_FILE);
}

/** Another process recorded some of the same entries first: this run's transaction is rolled back. */
class LoadedElsewhere extends Error {}

export async function loadStarterTemplates(options: { file?: string; log?: Pick<Console, "info" | "error"> } = {}): Promise<StarterLoadResult> {
  const log = options.log ?? console;
  const file = starterFilePath(options.file);
  try {
    const definitions = readStarterFile(file);
    // Twice at most: a run that lost the race to another process looks again at what is left.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const added = await loadPending(file, definitions);
        if (added.length) log.info(`[design templates] Loaded ${added.length} design template(s) from ${file}.`);
        return { added, problem: null };
      } catch (error) {
        if (!(error instanceof LoadedElsewhere)) throw error;
      }
    }
    return { added: [], problem: null };
  } catch (error) {
    const problem = describeError(error);
    log.error(`[design templates] Nothing was loaded from ${file}: ${problem}`);
    return { added: [], problem };
  }
}

function readStarterFile(file: string): StarterDefinition[] {
  if (!existsSync(file)) throw new Error("the file does not exist (set DESIGN_TEMPLATES_FILE).");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`it is not valid JSON (${(error as Error).message}).`);
  }
  const parsed = starterFileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`it does not match the format eventdocs-design-templates version 1: ${describeIssues(parsed.error)}.`);
  return parsed.data.definitions;
}

async function loadPending(file: string, definitions: StarterDefinition[]): Promise<string[]> {
  const loaded = await db.designTemplateLoad.findMany({ where: { file: { in: definitions.map((d) => d.file) } }, select: { file: true } });
  const done = new Set(loaded.map((row) => row.file));
  const pending = definitions.filter((definition) => !done.has(definition.file));
  if (!pending.length) return [];

  // Every pending document is read and checked before anything is written (the importer's rule).
  const checked = await readDocumentEntries(new FolderEntries(path.dirname(file)), pending.map((definition) => definition.file));
  const studio = await ensureStudio();
  await writeImportedDocuments(checked, {
    teamId: studio.teamId,
    ownerId: studio.userId,
    templateType: () => "DOCUMENT",
    inTransaction: async (tx, documents) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STARTER_LOCK})`;
      const files = pending.map((definition) => definition.file);
      if (await tx.designTemplateLoad.count({ where: { file: { in: files } } })) throw new LoadedElsewhere();
      const docIdByFile = new Map(documents.map((document) => [document.path, document.id]));
      await tx.designTemplateLoad.createMany({ data: files.map((entry) => ({ file: entry })) });
      await tx.designTemplate.createMany({
        data: pending.map((definition) => ({
          docId: docIdByFile.get(definition.file)!,
          title: definition.title,
          lang: definition.lang,
          sectors: definition.sectors,
          group: toDbGroup(definition.group),
          product: definition.product,
          sortOrder: definition.sortOrder,
          file: definition.file,
          thumb: definition.thumb,
          thumbnailLandscape: definition.thumbnailLandscape,
        })),
      });
    },
  });
  return pending.map((definition) => definition.file);
}

/** A readable reason for the log: the importer's errors are message keys, read here in English. */
function describeError(error: unknown): string {
  if (error instanceof AppError) {
    const t = translatorFor("en");
    return t(`errors.${error.messageKey}` as never, error.params as never);
  }
  return error instanceof Error ? error.message : String(error);
}
