"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, FormError, TextField } from "@/components/ui";
import { ImagePicker } from "../../image-picker";
import { moveItem, removeItem } from "../../list-edit";
import { CAROUSEL_LIMITS, type CarouselSlide } from "./definition";
import { addImage, isRefusal, replaceImage, setCaption, type CarouselChange } from "./rules";

// The carousel editor's list of images: a thumbnail, its caption, move earlier / later, replace (in
// place, caption kept) and remove, and "Add image". One picker serves both adding and replacing; a
// picked image that is already in the carousel is refused with the spec's message (§5).

const SECTION = "page-chrome flex flex-col gap-2 rounded-lg border border-ink-200 bg-ink-50 p-3";

interface ImageListProps {
  teamId: string;
  mediaUrl: (id: string) => string;
  slides: CarouselSlide[];
  onChange: (slides: CarouselSlide[]) => void;
}

/** Where the open picker's choice goes: appended, or in place of the image at an index. */
type Target = { index: number | null };

export function CarouselImageList({ teamId, mediaUrl, slides, onChange }: ImageListProps) {
  const t = useTranslations("blocks.carousel");
  const [target, setTarget] = useState<Target | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const full = slides.length >= CAROUSEL_LIMITS.images;

  const apply = (change: CarouselChange) => {
    if (isRefusal(change)) {
      setRefusal(change.error === "duplicate" ? t("duplicate") : t("full", { max: CAROUSEL_LIMITS.images }));
      return;
    }
    setRefusal(undefined);
    onChange(change);
  };
  const pick = (id: string) => {
    if (!target) return;
    apply(target.index === null ? addImage(slides, id) : replaceImage(slides, target.index, id));
    setTarget(null);
  };

  return (
    <fieldset className={SECTION}>
      <legend className="px-1 text-xs font-medium text-ink-700">{t("images", { count: slides.length, max: CAROUSEL_LIMITS.images })}</legend>
      <FormError message={refusal} />
      {slides.length > 0 && (
        <ol className="m-0 flex list-none flex-col gap-2 p-0">
          {slides.map(({ imageId: id, caption }, index) => {
            const number = index + 1;
            return (
              <li key={id} className="flex flex-wrap items-end gap-3 rounded-md border border-ink-200 bg-white p-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a workspace media file */}
                <img src={mediaUrl(id)} alt={t("imageNumber", { number })} className="block size-16 shrink-0 rounded object-cover" />
                <TextField
                  label={t("caption", { number })}
                  value={caption}
                  maxLength={CAROUSEL_LIMITS.caption}
                  containerClassName="min-w-48 flex-1"
                  onChange={(event) => onChange(setCaption(slides, index, event.target.value))}
                />
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" disabled={index === 0} aria-label={t("moveEarlier", { number })} onClick={() => apply(moveItem(slides, index, index - 1))}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === slides.length - 1}
                    aria-label={t("moveLater", { number })}
                    onClick={() => apply(moveItem(slides, index, index + 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("replaceImage", { number })} onClick={() => setTarget({ index })}>
                    {t("replace")}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("removeImage", { number })} onClick={() => apply(removeItem(slides, index, 0))}>
                    {t("remove")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="secondary" size="sm" disabled={full} onClick={() => setTarget({ index: null })}>
          {t("addImage")}
        </Button>
      </div>
      <ImagePicker teamId={teamId} open={target !== null} onClose={() => setTarget(null)} onPick={pick} />
    </fieldset>
  );
}
