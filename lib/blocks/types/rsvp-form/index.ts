import type { BlockModule } from "../../definition";
import { rsvpFormDefinition, type RsvpContent, type RsvpMeta } from "./definition";
import { RsvpFormView } from "./view";

export const rsvpFormBlock: BlockModule<RsvpContent, RsvpMeta> = { definition: rsvpFormDefinition, View: RsvpFormView };
