import type { BlockModule } from "../../definition";
import { attachmentDefinition, type AttachmentContent, type AttachmentMeta } from "./definition";
import { AttachmentView } from "./view";

export const attachmentBlock: BlockModule<AttachmentContent, AttachmentMeta> = { definition: attachmentDefinition, View: AttachmentView };
