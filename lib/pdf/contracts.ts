import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { shareRecipientParams } from "@/lib/sharing/public-contracts";
import { idSchema } from "@/lib/validation/ids";

// PDFs of documents, shares and signed copies: printed by headless Chromium from the share view's
// own page (lib/pdf/render.ts). Each answers application/pdf as a download; 503 when this server
// has no Chromium (`pdfUnavailable`), or when the PDF takes longer than 25 s (`pdfPreparing`: it
// goes on being made, and a retry gets it).

const tag = "PDF";

const PDF_ANSWER = "application/pdf (Content-Disposition: attachment)";

export const pdfContracts = {
  documentPdf: defineContract({
    method: "GET",
    path: "/api/document/{id}/pdf",
    tag,
    auth: "user",
    summary:
      "The document as it is now, as a PDF: its paper size, margins, header, footer and style, from the share view's renderer. Anyone who may view the document; 404 otherwise. 503 `pdfUnavailable` without Chromium, `pdfPreparing` after 25 s",
    params: z.object({ id: idSchema }),
    responseDescription: PDF_ANSWER,
  }),
  sharePdf: defineContract({
    method: "GET",
    path: "/api/shared-document/{key}/{n}/pdf",
    tag,
    auth: "public",
    summary:
      "The shared document as its visitor sees it (with the client's current choices and signatures), as a PDF. An unknown, disabled or expired share, a recipient it lacks, or a PIN share without its PIN cookie: 404. 403 `pdfPrintingPrevented` when the sender does not allow printing",
    params: shareRecipientParams,
    responseDescription: PDF_ANSWER,
  }),
  shareSignedCopy: defineContract({
    method: "GET",
    path: "/api/shared-document/{key}/{n}/signed-copy",
    tag,
    auth: "public",
    summary:
      "The signed copy of an accepted share: the document exactly as accepted, with the signing certificate (signers, verification, times, address hashes, content hash) on its last page. 404 until the share is accepted, and for anything the share view would refuse",
    params: shareRecipientParams,
    responseDescription: PDF_ANSWER,
  }),
  memberSignedCopy: defineContract({
    method: "GET",
    path: "/api/document/{id}/deal/{snapshotId}/{recipient}/signed-copy",
    tag,
    auth: "user",
    summary: "The signed copy of one share and recipient of the document, for its owner and the workspace's admins (members 403). 404 until that share is accepted",
    params: z.object({
      id: idSchema,
      snapshotId: idSchema,
      recipient: z.string().max(8).describe('The recipient: "0" the link, "1" the e-mail recipient'),
    }),
    responseDescription: PDF_ANSWER,
  }),
};
