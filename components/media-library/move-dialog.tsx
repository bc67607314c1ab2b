"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, Dialog, FormError, SelectField } from "@/components/ui";
import type { AlbumView } from "@/lib/media/library-contracts";

export interface MoveDialogProps {
  open: boolean;
  imageName: string;
  albums: AlbumView[];
  current: string | null;
  onSubmit: (albumId: string | null) => Promise<string | undefined>;
  onClose: () => void;
}

/** Puts an image into one of the workspace's albums, or into none. */
export function MoveDialog({ open, imageName, albums, current, onSubmit, onClose }: MoveDialogProps) {
  const t = useTranslations("mediaLibrary");
  const [albumId, setAlbumId] = useState(current ?? "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(await onSubmit(albumId || null));
    setBusy(false);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("moveTitle", { name: imageName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="media-move-form" loading={busy}>
            {t("move")}
          </Button>
        </>
      }
    >
      <form id="media-move-form" onSubmit={submit}>
        <SelectField
          label={t("album")}
          value={albumId}
          onChange={(event) => setAlbumId(event.target.value)}
          options={[{ value: "", label: t("noAlbum") }, ...albums.map((album) => ({ value: album.id, label: album.name }))]}
        />
        <FormError className="mt-3" message={error} />
      </form>
    </Dialog>
  );
}
