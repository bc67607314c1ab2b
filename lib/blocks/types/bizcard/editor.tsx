"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button, FormError, Switch, TextField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { ImageChooser } from "../../image-picker";
import { storedHandle } from "../instagram/handle";
import { ValidatedTextField } from "../instagram/validated-field";
import { storedWebsite } from "./contact";
import { BIZCARD_LIMITS, BIZCARD_SHOW_KEYS, bizcardFieldSchemas, type BizcardContact, type BizcardContent, type BizcardMeta } from "./definition";
import { useProfileFill } from "./use-profile-fill";
import { BizcardView } from "./view";

const SECTION = "page-chrome flex flex-col gap-3 rounded-lg border border-ink-200 bg-ink-50 p-3";

const storedEmail = (raw: string) => {
  const parsed = bizcardFieldSchemas.email.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export function BizcardEditor({ block, context, readOnly, onChange }: BlockEditorProps<BizcardContent, BizcardMeta>) {
  const t = useTranslations("blocks.bizcard");
  // The profile answer arrives after an await: it must build on the card as it is then.
  const latest = useRef(block.metaData);
  useEffect(() => {
    latest.current = block.metaData;
  }, [block.metaData]);
  const setMeta = (patch: Partial<BizcardMeta>) => {
    latest.current = { ...latest.current, ...patch };
    onChange({ metaData: latest.current });
  };
  const setContact = (patch: Partial<BizcardContact>) => setMeta({ contactData: { ...latest.current.contactData, ...patch } });

  const profile = useProfileFill({
    team: context.team,
    enabled: !readOnly,
    current: () => latest.current.contactData,
    onFilled: (contactData) => setMeta({ contactData }),
  });

  const preview = <BizcardView block={block} context={context} />;
  if (readOnly) return preview;
  const { show, contactData: contact } = block.metaData;

  return (
    <div className="flex flex-col gap-4">
      {preview}
      <div className="page-chrome flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" loading={profile.busy} onClick={profile.fill}>
          {t("fillFromProfile")}
        </Button>
        <span className="text-xs text-ink-600">{t("fillHint")}</span>
      </div>
      <FormError message={profile.error} />
      <fieldset className={SECTION}>
        <legend className="px-1 text-xs font-medium text-ink-700">{t("contact")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t("fields.name")} value={contact.name} maxLength={BIZCARD_LIMITS.name} autoComplete="off" onChange={(event) => setContact({ name: event.target.value })} />
          <TextField label={t("fields.title")} value={contact.title} maxLength={BIZCARD_LIMITS.title} autoComplete="off" onChange={(event) => setContact({ title: event.target.value })} />
          <TextField label={t("fields.company")} value={contact.company} maxLength={BIZCARD_LIMITS.company} autoComplete="off" onChange={(event) => setContact({ company: event.target.value })} />
          <ValidatedTextField
            label={t("fields.email")}
            type="email"
            value={contact.email}
            toStored={storedEmail}
            invalidMessage={t("invalid.email")}
            maxLength={BIZCARD_LIMITS.email}
            autoComplete="off"
            onChange={(email) => setContact({ email })}
          />
          <TextField label={t("fields.phone")} type="tel" value={contact.phone} maxLength={BIZCARD_LIMITS.phone} autoComplete="off" onChange={(event) => setContact({ phone: event.target.value })} />
          <ValidatedTextField
            label={t("fields.instagram")}
            value={contact.instagram}
            toStored={storedHandle}
            invalidMessage={t("invalid.instagram")}
            placeholder="@"
            maxLength={31}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            onChange={(instagram) => setContact({ instagram })}
          />
          <ValidatedTextField
            label={t("fields.website")}
            type="url"
            inputMode="url"
            value={contact.website}
            toStored={storedWebsite}
            invalidMessage={t("invalid.website")}
            placeholder="https://"
            maxLength={BIZCARD_LIMITS.website}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            containerClassName="sm:col-span-2"
            onChange={(website) => setContact({ website })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink-800">{t("fields.photo")}</span>
          {/* Choosing a photo also shows it: that is what picking one means. */}
          <ImageChooser
            teamId={context.teamId}
            value={contact.photoId}
            labels={{ choose: t("photoChoose"), replace: t("photoReplace"), remove: t("photoRemove") }}
            onChange={(photoId) => setMeta({ contactData: { ...latest.current.contactData, photoId }, show: { ...latest.current.show, photo: photoId ? true : latest.current.show.photo } })}
          />
        </div>
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 text-xs font-medium text-ink-700">{t("showLegend")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {BIZCARD_SHOW_KEYS.map((key) => (
            <Switch key={key} label={t(`show.${key}`)} checked={show[key]} onChange={(event) => setMeta({ show: { ...latest.current.show, [key]: event.target.checked } })} />
          ))}
        </div>
        {show.logo && !context.team.logoId && <p className="m-0 text-xs text-ink-600">{t("noLogo")}</p>}
      </fieldset>
    </div>
  );
}
