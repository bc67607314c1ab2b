import { ownerDealContracts } from "@/lib/acceptance/owner-contracts";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { choicesContracts } from "@/lib/acceptance/choices-contracts";
import { accountContracts } from "@/lib/accounts/contracts";
import { editorAccountContracts } from "@/lib/accounts/editor-account-contracts";
import { editorPreferenceContracts } from "@/lib/accounts/editor-preferences-contracts";
import { authContracts } from "@/lib/auth/contracts";
import { catalogContracts } from "@/lib/catalog/contracts";
import { contactContracts } from "@/lib/contacts/contracts";
import { contentTemplateContracts } from "@/lib/content-templates/contracts";
import { designTemplateContracts } from "@/lib/design-templates/contracts";
import { designPreviewContracts } from "@/lib/design-preview/contracts";
import { devContracts } from "@/lib/dev/contracts";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { documentContracts } from "@/lib/documents/contracts";
import { editorSettingContracts } from "@/lib/documents/editor-settings-contracts";
import { historyContracts } from "@/lib/documents/history-contracts";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { mapContracts } from "@/lib/maps/contracts";
import { mediaContracts } from "@/lib/media/contracts";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";
import { mediaServingContracts } from "@/lib/media/serving-contracts";
import { stockPhotoContracts } from "@/lib/media/pexels/contracts";
import { memberContracts } from "@/lib/members/contracts";
import { pdfContracts } from "@/lib/pdf/contracts";
import { notificationContracts } from "@/lib/notifications/contracts";
import { planContracts } from "@/lib/plans/contracts";
import { superAdminAccountContracts } from "@/lib/superadmin/account-contracts";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { sheetContracts } from "@/lib/pricing/sheet/contracts";
import { miscFileContracts } from "@/lib/misc-files/contracts";
import { rsvpContracts } from "@/lib/rsvp/contracts";
import { segmentContracts } from "@/lib/segments/contracts";
import { shareContracts } from "@/lib/sharing/contracts";
import { shareEventContracts } from "@/lib/sharing/events-contracts";
import { sharedDocumentContracts, sharedViewContracts } from "@/lib/sharing/public-contracts";
import { shellContracts } from "@/lib/shell/contracts";
import { teamContracts } from "@/lib/teams/contracts";
import type { ApiContract } from "./contract";
import { metaContracts, unknownApiPathContracts } from "./meta-contracts";

/** Every route of the app. A test fails when a route handler exists that is not listed here. */
export const allContracts: ApiContract[] = [accountContracts, authContracts, devContracts, metaContracts, teamContracts, memberContracts, shellContracts, mediaContracts, miscFileContracts, mapContracts, contactContracts, sheetContracts, catalogContracts, stockPhotoContracts, mediaLibraryContracts, mediaServingContracts, documentContracts, documentListContracts, documentTransferContracts, historyContracts, segmentContracts, contentTemplateContracts, editorSettingContracts, editorAccountContracts, editorPreferenceContracts, shareContracts, shareEventContracts, notificationContracts, ownerDealContracts, signingContracts, choicesContracts, pdfContracts, rsvpContracts, sharedDocumentContracts, sharedViewContracts, docStyleContracts, designTemplateContracts, designPreviewContracts, planContracts, superAdminAccountContracts, superAdminContracts, unknownApiPathContracts].flatMap(
  (group) => Object.values(group) as ApiContract[],
);
