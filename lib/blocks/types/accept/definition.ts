import type { AcceptContent } from "@/lib/acceptance/types";
import { ACCEPT_BLOCK_TYPE } from "@/lib/acceptance/types";
import type { BlockDefinition } from "../../definition";
import { acceptContentSchema, acceptDefaults, acceptMetaSchema, type AcceptMeta } from "./schema";

// Acceptance and signature: the terms, who signs, and in the share view each signer's signature
// (lib/share/client/accept.ts drives the signing; lib/acceptance holds the rules). A snapshot with
// this block asks for acceptance. Content only (./schema.ts); it names no media.

export type { AcceptContent } from "@/lib/acceptance/types";
export type { AcceptMeta } from "./schema";

export const acceptDefinition: BlockDefinition<AcceptContent, AcceptMeta> = {
  type: ACCEPT_BLOCK_TYPE,
  group: "sales",
  content: acceptContentSchema,
  metaData: acceptMetaSchema,
  defaults: acceptDefaults,
};
