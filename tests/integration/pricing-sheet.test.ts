import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as downloadRoute } from "@/app/api/segment/[id]/sheet/download/[uniqueId]/route";
import { POST as emailRoute } from "@/app/api/segment/[id]/sheet/email/[uniqueId]/route";
import { POST as generateRoute } from "@/app/api/segment/[id]/sheet/generate/[uniqueId]/route";
import { countAttempt } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import { PRICING_TABLE_TYPE, XLSX_TYPE } from "@/lib/pricing/sheet/exports";
import { SHEET_LIMITS, sheetLimitKey } from "@/lib/pricing/sheet/limits";
import { pricingTableCells } from "@/lib/pricing/sheet/table-cells";
import { getObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { latestMailTo } from "../support/mailbox";
import { absolute, content, item, meta, percent, section } from "../unit/pricing-engine-fixtures";
import { SHEET_LABELS } from "../support/sheet-labels";

// The e-mail provider (Resend) is the one thing replaced here: only when a test sets RESEND_API_KEY
// does sendMail reach it, so the outbox path stays real everywhere else.
const provider = vi.hoisted(() => ({ sent: [] as { to: string; subject: string; attachments?: { filename: string; content: Buffer }[] }[], fail: false }));
vi.mock("resend", () => ({
  Resend: class {
    emails = {
      send: async (payload: (typeof provider.sent)[number]) => {
        provider.sent.push(payload);
        return provider.fail ? { data: null, error: { message: "provider down" } } : { data: { id: "re_1" }, error: null };
      },
    };
  },
}));


const TABLE_CONTENT = content({
  rows: [
    item({ name: "Welcome drink", price: 4.35, quantity: 120, discount: 5 }),
    section("Dinner", [percent(5, "Loyalty")]),
    item({ name: "Menu", price: 89.9, quantity: 118, discount: 10 }),
    item({ name: "Wine", price: 24.5, quantity: 40 }),
    section("Music"),
    item({ name: "Band", price: 2400, quantity: 1 }),
  ],
  discounts: [percent(3, "Early booking")],
  fees: [absolute(250, "Service")],
  tax: 19,
});
const TABLE_META = meta({ taxType: "SINGLE", lineDiscountEnabled: true });

/** An owner with a document holding a pricing table (the block type is stored as is; the sheet routes only read its type). */
async function ownerWithTable(title = "Angebot Müller & Co") {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId, { title });
  const segment = await db.segment.create({
    data: { documentId: document.id, order: 0, segmentType: PRICING_TABLE_TYPE, content: TABLE_CONTENT as never, metaData: TABLE_META as never },
  });
  return { owner, teamId, documentId: document.id, segmentId: segment.id };
}

const newId = () => crypto.randomUUID();

function tableCells() {
  const result = computeTable(TABLE_CONTENT, TABLE_META);
  const rows = pricingTableCells(TABLE_CONTENT, TABLE_META, result, SHEET_LABELS, resolveNumberFormat({ decimalSeparator: ",", groupSeparator: "." }, null, result.decimals));
  return { result, rows };
}

const generate = (token: string | undefined, segmentId: string, uniqueId: string, body: unknown) =>
  callRoute(generateRoute, "POST", `/api/segment/${segmentId}/sheet/generate/${uniqueId}`, { token, params: { id: segmentId, uniqueId }, body });

const email = (token: string | undefined, segmentId: string, uniqueId: string, body: unknown) =>
  callRoute(emailRoute, "POST", `/api/segment/${segmentId}/sheet/email/${uniqueId}`, { token, params: { id: segmentId, uniqueId }, body });

/** The raw answer (callRoute reads bodies as text, which would spoil the bytes). */
function download(token: string | undefined, segmentId: string, uniqueId: string) {
  const headers: Record<string, string> = { "accept-language": "en", ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return downloadRoute(new Request(`http://localhost:3000/api/segment/${segmentId}/sheet/download/${uniqueId}`, { headers }), {
    params: Promise.resolve({ id: segmentId, uniqueId }),
  });
}

async function openSheet(bytes: ArrayBuffer | Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  return workbook.worksheets[0];
}

/** The number a cell holds: a number cell's value or a formula's cached result; anything else is a failure. */
function numberIn(cell: ExcelJS.Cell): number {
  if (cell.type === ExcelJS.ValueType.Number) return cell.value as number;
  if (cell.type === ExcelJS.ValueType.Formula && typeof cell.result === "number") return cell.result;
  throw new Error(`${cell.address} holds ${cell.type}: ${JSON.stringify(cell.value)}`);
}

/** The row whose first cell reads `label`. */
function rowLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === label) found = row;
  });
  if (!found) throw new Error(`No row "${label}"`);
  return found;
}

beforeEach(() => {
  provider.sent.length = 0;
  provider.fail = false;
});

describe("the pricing table's spreadsheet", () => {
  it("generates an .xlsx whose numeric cells equal the engine's totals, downloaded under the document's name", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const { result, rows } = tableCells();
    const uniqueId = newId();
    const created = await generate(owner.token, segmentId, uniqueId, { excelFileLifeTime: "long", table: rows });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ status: "ok", data: { uniqueId } });
    const stored = await db.spreadsheetExport.findUniqueOrThrow({ where: { id: uniqueId } });
    expect([stored.userId, stored.segmentId, stored.lifetime]).toEqual([owner.user.id, segmentId, "long"]);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const answer = await download(owner.token, segmentId, uniqueId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(answer.headers.get("content-disposition")).toBe(attachmentDisposition("Angebot Müller & Co.xlsx"));
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cache-control")).toBe("no-store");

    const sheet = await openSheet(await answer.arrayBuffer());
    const total = (label: string) => numberIn(rowLabelled(sheet, label).getCell(5)); // name, price, qty, discount, total
    expect(total("Subtotal")).toBe(result.subtotal);
    expect(total("Early booking (3%)")).toBe(-result.discounts[0].amount);
    expect(total("Service")).toBe(result.fees[0].amount);
    expect(total("Tax (19%)")).toBe(result.tax);
    expect(total("Grand total")).toBe(result.grandTotal);
    expect(result.grandTotal).toBeGreaterThan(0);
    // Each line: inputs are numbers, the total is a formula whose cached result is the engine's net.
    const lines = result.sections.flatMap((s) => s.lines);
    for (const [index, name] of ["Welcome drink", "Menu", "Wine", "Band"].entries()) {
      const row = rowLabelled(sheet, name);
      expect(row.getCell(2).type, name).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(5).type, name).toBe(ExcelJS.ValueType.Formula);
      expect(numberIn(row.getCell(5)), name).toBe(lines[index].net);
    }
    expect(rowLabelled(sheet, "Grand total").getCell(5).numFmt).toBe('"€"#,##0.00');
    expect(rowLabelled(sheet, "Menu").getCell(4).value).toBe(10);
  });

  it("writes texts that look like formulas as texts and refuses formulas outside the safe set", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const uniqueId = newId();
    const texts = [[{ value: "=1+1" }, { value: "@SUM(A1)" }, { value: "-2+3" }, { value: "=cmd|' /c calc'!A0" }], [{ value: 2 }, { value: 3, formula: "=A2+1" }]];
    expect((await generate(owner.token, segmentId, uniqueId, { table: texts })).status).toBe(200);
    const sheet = await openSheet(await (await download(owner.token, segmentId, uniqueId)).arrayBuffer());
    for (const [address, text] of [["A1", "=1+1"], ["B1", "@SUM(A1)"], ["C1", "-2+3"], ["D1", "=cmd|' /c calc'!A0"]]) {
      expect([sheet.getCell(address).type, sheet.getCell(address).value], address).toEqual([ExcelJS.ValueType.String, text]);
    }
    expect(sheet.getCell("B2").value).toEqual({ formula: "A2+1", result: 3 });

    for (const formula of ['HYPERLINK("http://evil.example","Click")', 'WEBSERVICE("http://evil.example")', "cmd|' /c calc'!A0", "[1]Sheet1!A1"]) {
      const refused = await generate(owner.token, segmentId, newId(), { table: [[{ value: 1, formula }]] });
      expect(refused.status, formula).toBe(400);
      expect(refused.body.error.fields).toEqual([{ path: "table.0.0.formula", message: "Only sums (SUM), rounding (ROUND), cell references and + - * / are allowed in a formula." }]);
    }
  });

  it("refuses malformed and oversized tables, bad lifetimes and bad ids with 400", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const bad = [
      { table: [] },
      { table: "rows" },
      { table: [[{ value: 1 }]], excelFileLifeTime: "forever" },
      { table: Array.from({ length: 1001 }, () => [{ value: 1 }]) },
      { table: [Array.from({ length: 31 }, () => ({ value: 1 }))] },
      { table: [[{ value: "x".repeat(2001) }]] },
      { table: [[{ value: { formula: "A1" } }]] },
      { table: [[{ value: 1, style: { fill: "url(javascript:x)" } }]] },
    ];
    for (const body of bad) expect((await generate(owner.token, segmentId, newId(), body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    for (const uniqueId of ["short", "../../etc/passwd", "x".repeat(65), "a b c d e f"]) {
      expect((await generate(owner.token, segmentId, uniqueId, { table: [[{ value: 1 }]] })).status, uniqueId).toBe(400);
    }
  });

  it("answers 401 without a session and 404 to outsiders, on all three calls; other blocks are 404", async () => {
    const { owner, segmentId, documentId } = await ownerWithTable();
    const uniqueId = newId();
    const body = { table: tableCells().rows };
    expect((await generate(owner.token, segmentId, uniqueId, body)).status).toBe(200);
    const outsider = await createUser();
    expect((await generate(undefined, segmentId, newId(), body)).status).toBe(401);
    expect((await download(undefined, segmentId, uniqueId)).status).toBe(401);
    expect((await email(undefined, segmentId, uniqueId, { email: "a@example.test" })).status).toBe(401);
    expect((await generate(outsider.token, segmentId, newId(), body)).status).toBe(404);
    expect((await generate(outsider.token, segmentId, uniqueId, body)).status).toBe(404);
    expect((await download(outsider.token, segmentId, uniqueId)).status).toBe(404);
    expect((await email(outsider.token, segmentId, uniqueId, { email: "a@example.test" })).status).toBe(404);

    const heading = await db.segment.create({ data: { documentId, order: 1, segmentType: "heading", content: "Hello" } });
    expect((await generate(owner.token, heading.id, newId(), body)).status).toBe(404);
  });

  it("lets every member who may see the document export, but a file stays its creator's", async () => {
    const { owner, teamId, segmentId } = await ownerWithTable();
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const mine = newId();
    expect((await generate(member.token, segmentId, mine, { table: [[{ value: "member" }]] })).status).toBe(200);
    expect((await download(member.token, segmentId, mine)).status).toBe(200);
    // The owner may not read, e-mail or overwrite the member's file under its id.
    expect((await download(owner.token, segmentId, mine)).status).toBe(404);
    expect((await email(owner.token, segmentId, mine, { email: "a@example.test" })).status).toBe(404);
    const taken = await generate(owner.token, segmentId, mine, { table: [[{ value: "owner" }]] });
    expect(taken.status).toBe(409);
    const sheet = await openSheet(await (await download(member.token, segmentId, mine)).arrayBuffer());
    expect(sheet.getCell("A1").value).toBe("member");
  });

  it("replaces the file when the same user generates under the same id again", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const uniqueId = newId();
    await generate(owner.token, segmentId, uniqueId, { table: [[{ value: "first" }]] });
    expect((await generate(owner.token, segmentId, uniqueId, { table: [[{ value: "second" }]] })).status).toBe(200);
    const sheet = await openSheet(await (await download(owner.token, segmentId, uniqueId)).arrayBuffer());
    expect(sheet.getCell("A1").value).toBe("second");
    expect(await db.spreadsheetExport.count({ where: { id: uniqueId } })).toBe(1);
  });

  it("answers 410 once a file's lifetime has passed, and the next generate sweeps it with its file", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const uniqueId = newId();
    await generate(owner.token, segmentId, uniqueId, { excelFileLifeTime: "short", table: [[{ value: 1 }]] });
    const row = await db.spreadsheetExport.findUniqueOrThrow({ where: { id: uniqueId } });
    const hour = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(hour).toBeGreaterThan(59 * 60 * 1000);
    expect(hour).toBeLessThanOrEqual(61 * 60 * 1000);
    await db.spreadsheetExport.update({ where: { id: uniqueId }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const gone = await download(owner.token, segmentId, uniqueId);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.message).toBe("This Excel file has expired. Please create it again.");
    expect((await email(owner.token, segmentId, uniqueId, { email: "a@example.test" })).status).toBe(410);

    await generate(owner.token, segmentId, newId(), { table: [[{ value: 2 }]] });
    expect(await db.spreadsheetExport.findUnique({ where: { id: uniqueId } })).toBeNull();
    expect(await getObject(row.storageKey)).toBeNull();
    expect((await download(owner.token, segmentId, uniqueId)).status).toBe(404);
  });

  it("e-mails the file: the message lands in the outbox naming the attached .xlsx", async () => {
    const { owner, segmentId } = await ownerWithTable("Gala dinner");
    const uniqueId = newId();
    await generate(owner.token, segmentId, uniqueId, { table: tableCells().rows });
    const to = `client-${uniqueId.slice(0, 8)}@example.test`;
    const sent = await email(owner.token, segmentId, uniqueId, { email: ` ${to.toUpperCase()} `, owner: "Ada\nPlanner", docTitle: "Gala dinner offer" });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: "ok" });
    const mail = await latestMailTo(to);
    // The sender and title the call names are not trusted: the caller's own name and the stored title are used.
    expect(mail.subject).toBe("Ada Lovelace sent you the price list “Gala dinner”");
    expect(mail.text).toContain("You will find it attached to this e-mail: Gala dinner.xlsx");

    // Without a sender name the signed-in user's name is used.
    await email(owner.token, segmentId, uniqueId, { email: to });
    expect((await latestMailTo(to)).subject).toBe("Ada Lovelace sent you the price list “Gala dinner”");
    expect((await email(owner.token, segmentId, uniqueId, { email: "not-an-address" })).status).toBe(400);
  });

  it("sends the .xlsx itself to the e-mail provider, and a provider failure shows the spec's message", async () => {
    const { owner, segmentId } = await ownerWithTable("Gala dinner");
    const { result, rows } = tableCells();
    const uniqueId = newId();
    await generate(owner.token, segmentId, uniqueId, { table: rows });
    vi.stubEnv("RESEND_API_KEY", "re_test");
    try {
      expect((await email(owner.token, segmentId, uniqueId, { email: "client@example.test" })).status).toBe(200);
      const [message] = provider.sent;
      expect(message.to).toBe("client@example.test");
      expect(message.attachments?.map((a) => a.filename)).toEqual(["Gala dinner.xlsx"]);
      const sheet = await openSheet(message.attachments![0].content);
      expect(numberIn(rowLabelled(sheet, "Grand total").getCell(5))).toBe(result.grandTotal);

      provider.fail = true;
      const failed = await email(owner.token, segmentId, uniqueId, { email: "client@example.test" });
      expect(failed.status).toBe(503);
      expect(failed.body.error.message).toBe("Unfortunately we couldn't save this price list as Excel at this time. Please contact support.");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("limits e-mails per user", async () => {
    const { owner, segmentId } = await ownerWithTable();
    const uniqueId = newId();
    await generate(owner.token, segmentId, uniqueId, { table: [[{ value: 1 }]] });
    for (let i = 0; i < SHEET_LIMITS.emailPerUser.max; i++) await countAttempt(sheetLimitKey("email", owner.user.id), SHEET_LIMITS.emailPerUser);
    const limited = await email(owner.token, segmentId, uniqueId, { email: "client@example.test" });
    expect(limited.status).toBe(429);
  });
});
