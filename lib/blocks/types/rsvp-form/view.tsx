import type { BlockViewProps } from "../../definition";
import type { RsvpContent, RsvpMeta } from "./definition";
import { rsvpFormLabels } from "./labels";
import { RsvpFormBody } from "./rsvp-form-body";

// The RSVP form, rendered on the server with no client JavaScript of its own. Only the share view
// (`context.interactive` in view mode: the read-only invitee view, spec §5) gets the live form that
// lib/share/client/rsvp.ts enhances; the editor and every other preview show it disabled. Ids inside
// the form derive from the block id, unique on a page; in a share the block id is the frozen copy's,
// which is what the submit route is called with.

export function RsvpFormView({ block, context }: BlockViewProps<RsvpContent, RsvpMeta>) {
  const live = context.mode === "view" && context.interactive === true;
  return (
    <RsvpFormBody
      meta={block.metaData}
      labels={rsvpFormLabels(context.labels.text, context.mode)}
      idPrefix={`rsvp-${block.id}`}
      disabled
      live={live ? { segmentId: block.id, currency: context.team.defaultCurrency } : undefined}
    />
  );
}
