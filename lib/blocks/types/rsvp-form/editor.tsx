"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import type { RsvpContent, RsvpMeta } from "./definition";
import { DecliningSettings, FormSettings, SectionSettings } from "./editor-settings";
import { EventListEditor } from "./event-list-editor";
import { RsvpFormView } from "./view";

// The planner's side of the RSVP form: the live preview (the view itself), then the settings in
// sections. The people's own answers (names, greetings, phone...) are the invitee's to fill in
// and are not edited here. Texts live under blocks.rsvp-form.editor.

export function RsvpFormEditor({ block, context, readOnly, onChange }: BlockEditorProps<RsvpContent, RsvpMeta>) {
  const t = useTranslations("blocks.rsvp-form.editor");
  const meta = block.metaData;
  const preview = <RsvpFormView block={block} context={context} />;
  if (readOnly) return preview;
  const setMeta = (patch: Partial<RsvpMeta>) => onChange({ metaData: { ...meta, ...patch } });

  return (
    <div className="flex flex-col gap-4">
      {preview}
      <div role="group" aria-label={t("settings")} className="page-chrome flex flex-col gap-5 rounded-lg border border-ink-200 bg-white p-4">
        <FormSettings meta={meta} setMeta={setMeta} />
        <SectionSettings meta={meta} setMeta={setMeta} />
        <EventListEditor
          events={meta.eventsSection.events}
          formLang={meta.lang}
          onChange={(events) => setMeta({ eventsSection: { ...meta.eventsSection, events } })}
        />
        <DecliningSettings meta={meta} setMeta={setMeta} />
      </div>
    </div>
  );
}
