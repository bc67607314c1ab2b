"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui";
import { ImagePicker, type UploadPurpose } from "./image-picker";

export interface ImageChooserProps {
  teamId: string;
  /** The chosen media id, or null. */
  value: string | null;
  onChange: (mediaId: string | null) => void;
  disabled?: boolean;
  /** Overrides of the buttons' texts (the logo block "removes" back to the workspace logo). */
  labels?: { choose?: string; replace?: string; remove?: string };
  /** Passed to the picker: "floorPlan" uploads are stored in high resolution. */
  uploadPurpose?: UploadPurpose;
}

/** The choose / replace / remove buttons block editors show for one image, with the picker behind them. */
export function ImageChooser({ teamId, value, onChange, disabled, labels = {}, uploadPurpose }: ImageChooserProps) {
  const t = useTranslations("blocks.imagePicker");
  const [open, setOpen] = useState(false);
  return (
    <div className="page-chrome inline-flex flex-wrap items-center gap-1.5">
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {value ? (labels.replace ?? t("replace")) : (labels.choose ?? t("choose"))}
      </Button>
      {value && (
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
          {labels.remove ?? t("remove")}
        </Button>
      )}
      <ImagePicker
        teamId={teamId}
        open={open}
        uploadPurpose={uploadPurpose}
        onClose={() => setOpen(false)}
        onPick={(mediaId) => {
          onChange(mediaId);
          setOpen(false);
        }}
      />
    </div>
  );
}
