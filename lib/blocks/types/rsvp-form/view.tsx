import type { BlockViewProps } from "../../definition";
import type { RsvpContent, RsvpMeta } from "./definition";
import { RsvpFormPreview } from "./rsvp-form-preview";

// The RSVP form is one of the interactive blocks: the view hands the parsed metaData (plain JSON)
// to a small client island that translates the form's labels and still renders to full HTML on the
// server. Ids inside the form derive from the block id, unique on a page.

export function RsvpFormView({ block, context }: BlockViewProps<RsvpContent, RsvpMeta>) {
  return <RsvpFormPreview meta={block.metaData} idPrefix={`rsvp-${block.id}`} mode={context.mode} />;
}
