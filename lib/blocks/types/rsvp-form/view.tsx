import type { BlockViewProps } from "../../definition";
import type { RsvpContent, RsvpMeta } from "./definition";
import { rsvpFormLabels } from "./labels";
import { RsvpFormBody } from "./rsvp-form-body";

// The RSVP form as the invitee will see it, rendered on the server with no client JavaScript: until
// replies open (the sharing issue) every control is disabled. Ids inside the form derive from the
// block id, unique on a page.

export function RsvpFormView({ block, context }: BlockViewProps<RsvpContent, RsvpMeta>) {
  return <RsvpFormBody meta={block.metaData} labels={rsvpFormLabels(context.labels.text, context.mode)} idPrefix={`rsvp-${block.id}`} disabled />;
}
