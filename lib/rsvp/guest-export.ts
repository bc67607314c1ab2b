import ExcelJS from "exceljs";
import { AGE_KEYS, DIET_KEYS, GREETING_KEYS } from "@/lib/blocks/types/rsvp-form/choices";
import { RSVP_AGES, RSVP_DIETS } from "@/lib/blocks/types/rsvp-form/values";
import type { Translator } from "@/lib/i18n/translator";
import { cleanFileName } from "@/lib/misc-files/file-name";
import { sheetName } from "@/lib/pricing/sheet/workbook";
import type { GuestList, GuestReply } from "./guest-list";

// The guest list as an .xlsx (exceljs, as the pricing sheets): "Replies" holds one row per person
// (a reply's shared answers repeated on each of its rows, so the sheet filters and sorts well) and
// "Summary" the counts. Headers and fixed values are in the caller's language. Every guest's text is
// written as a string cell: exceljs writes formulas only for { formula } values, so a name such as
// "=HYPERLINK(...)" stays text.

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF1EEE9" } };

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
}

const eventTitle = (t: Translator, title: string, number: number) => title || t("guests.untitledEvent", { number });

function answer(t: Translator, joining: boolean | null): string {
  if (joining === true) return t("guests.eventYes");
  if (joining === false) return t("guests.eventNo");
  return t("guests.eventNone");
}

function shareName(t: Translator, reply: GuestReply): string {
  return reply.linkName?.trim() || t("guests.untitledShare");
}

function addReplies(workbook: ExcelJS.Workbook, list: GuestList, t: Translator) {
  const sheet = workbook.addWorksheet(sheetName(t("guests.sheet.replies")));
  // The events of every form, as columns in the order the summary lists them.
  const events = list.counts.events;
  const columns = [
    t("guests.sheet.share"),
    t("guests.sheet.recipient"),
    t("guests.sheet.answer"),
    t("guests.sheet.guestNumber"),
    t("guests.sheet.name"),
    t("guests.sheet.greeting"),
    t("guests.sheet.age"),
    t("guests.sheet.diet"),
    t("guests.sheet.phone"),
    t("guests.sheet.email"),
    t("guests.sheet.message"),
    ...events.map((event) => eventTitle(t, event.title, event.number)),
    t("guests.sheet.submittedAt"),
    t("guests.sheet.updatedAt"),
  ];
  styleHeader(sheet.addRow(columns));
  for (const reply of list.replies) {
    const eventAnswers = events.map((event) => {
      const match = reply.events.find((item, index) => (event.title ? item.title.toLowerCase() === event.title.toLowerCase() : !item.title && index + 1 === event.number));
      return match ? answer(t, reply.joining === true ? match.joining : false) : "";
    });
    reply.people.forEach((person, index) => {
      sheet.addRow([
        shareName(t, reply),
        reply.recipient === "0" ? t("guests.recipientLink") : t("guests.recipientEmail"),
        reply.joining ? t("guests.answerYes") : t("guests.answerNo"),
        index + 1,
        person.name,
        person.greeting ? t(`blocks.rsvp-form.greetings.${GREETING_KEYS[person.greeting]}`) : "",
        t(`blocks.rsvp-form.ages.${AGE_KEYS[person.age]}`),
        t(`blocks.rsvp-form.diets.${DIET_KEYS[person.diet]}`),
        reply.phone,
        reply.email || reply.excuse.email,
        reply.excuse.msg,
        ...eventAnswers,
        new Date(reply.submittedAt),
        new Date(reply.updatedAt),
      ]);
    });
  }
  const dateColumns = [columns.length - 1, columns.length];
  for (const column of dateColumns) sheet.getColumn(column).numFmt = "yyyy-mm-dd hh:mm";
  sheet.columns.forEach((column, index) => {
    column.width = dateColumns.includes(index + 1) ? 18 : Math.min(40, Math.max(10, String(columns[index] ?? "").length + 4));
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
}

function addSummary(workbook: ExcelJS.Workbook, list: GuestList, t: Translator) {
  const sheet = workbook.addWorksheet(sheetName(t("guests.sheet.summary")));
  const { counts } = list;
  styleHeader(sheet.addRow([t("guests.sheet.metric"), t("guests.sheet.count")]));
  const rows: [string, number][] = [
    [t("guests.summary.replies"), counts.replies],
    [t("guests.summary.joining"), counts.joining],
    [t("guests.summary.notJoining"), counts.notJoining],
    [t("guests.summary.people"), counts.people],
    ...RSVP_AGES.map((age): [string, number] => [`${t("guests.summary.byAge")}: ${t(`blocks.rsvp-form.ages.${AGE_KEYS[age]}`)}`, counts.byAge[age]]),
    ...RSVP_DIETS.map((diet): [string, number] => [`${t("guests.summary.byDiet")}: ${t(`blocks.rsvp-form.diets.${DIET_KEYS[diet]}`)}`, counts.byDiet[diet]]),
    ...counts.events.map((event): [string, number] => [t("guests.sheet.eventAttending", { event: eventTitle(t, event.title, event.number) }), event.attending]),
  ];
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 12;
}

export async function buildGuestWorkbook(list: GuestList, t: Translator): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Eventdocs";
  workbook.created = new Date();
  addReplies(workbook, list, t);
  addSummary(workbook, list, t);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "<document title> - Guest list.xlsx", cleaned like an uploaded file's name. */
export function guestFileName(documentTitle: string, t: Translator): string {
  const base = cleanFileName(`${documentTitle.replace(/[/\\]/g, "-").trim() || t("guests.sheet.fileName")} - ${t("guests.sheet.fileName")}`);
  return `${base.length > 190 ? base.slice(0, 190).replace(/[\ud800-\udbff]$/, "") : base}.xlsx`;
}
