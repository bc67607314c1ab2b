// Creates a demo account (activated), its workspace and a few documents with blocks, then prints
// how to log in. Safe to run twice: an existing demo account is left as it is.
// Usage: npm run db:seed            (add -- --if-empty to seed only a database with no users)
import { hashPassword } from "../lib/auth/password";
import { getDb } from "../lib/db/instance";
import { startTrial } from "../lib/plans/trial";
import { createFirstWorkspace } from "../lib/teams/first-workspace";
import { DEMO_DOCUMENTS } from "./seed-documents";

export const DEMO = { username: "demo", email: "demo@eventdocs.local", password: "demo-planner-2026" };

const db = getDb();
await db.ready;

const ifEmpty = process.argv.includes("--if-empty");
if (ifEmpty && (await db.user.count()) > 0) {
  await db.$disconnect();
  process.exit(0);
}

const existing = await db.user.findUnique({ where: { username: DEMO.username } });
if (!existing) {
  const passwordHash = await hashPassword(DEMO.password);
  await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        username: DEMO.username,
        email: DEMO.email,
        passwordHash,
        firstname: "Elena",
        lastname: "Marchetti",
        title: "Lead planner",
        isActivated: true,
        activatedAt: new Date(),
        hasCreatedDocuments: true,
        modulesEnabled: ["catalog", "team-templates"],
      },
    });
    const team = await createFirstWorkspace(tx, {
      userId: user.id,
      baseName: "Rosewood Weddings & Events",
      locale: "en",
      primarySector: "Weddings",
      signupSurvey: { primarySector: "Weddings", otherSectors: ["Flowers"], teamSize: "2-3" },
    });
    await startTrial(tx, user.id);
    for (const [index, doc] of DEMO_DOCUMENTS.entries()) {
      const document = await tx.document.create({
        data: {
          title: doc.title,
          type: doc.type,
          teamId: team.id,
          ownerId: user.id,
          eventStartDate: doc.eventInDays === undefined ? null : new Date(Date.now() + doc.eventInDays * 86_400_000),
          eventHasStartDate: doc.eventInDays !== undefined,
          updatedAt: new Date(Date.now() - index * 3_600_000),
        },
      });
      await tx.segment.createMany({
        data: doc.blocks.map((block, order) => ({ documentId: document.id, order, segmentType: block.type, content: block.content, metaData: block.metaData ?? {} })),
      });
    }
  });
}

console.log(`
Demo account ready. Open http://localhost:3000/auth/login and sign in with
  username: ${DEMO.username}   (or e-mail ${DEMO.email})
  password: ${DEMO.password}
`);
await db.$disconnect();
