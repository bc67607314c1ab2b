import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { requireGuestListReader } from "@/lib/rsvp/access";
import { rsvpContracts } from "@/lib/rsvp/contracts";
import { buildGuestWorkbook, guestFileName, XLSX_TYPE } from "@/lib/rsvp/guest-export";
import { loadGuestList } from "@/lib/rsvp/guest-list";

// Always a download, never cached: guests' names and contacts.
export const GET = route(rsvpContracts.exportGuests, async ({ actor, params, t }) => {
  await requireGuestListReader(actor, params.id);
  const [list, doc] = await Promise.all([loadGuestList(params.id), db.document.findUniqueOrThrow({ where: { id: params.id }, select: { title: true } })]);
  const bytes = await buildGuestWorkbook(list, t);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": XLSX_TYPE,
      "content-length": String(bytes.length),
      "content-disposition": attachmentDisposition(guestFileName(doc.title, t)),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
