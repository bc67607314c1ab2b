"use client";

import { useTranslations } from "next-intl";
import { Button, DelayedSpinner, Dialog, EmptyState, FormError, PlusIcon, TextField } from "@/components/ui";
import { useImageUpload } from "@/lib/client/use-image-upload";
import type { MediaUploadPurpose } from "@/lib/media/contracts";
import type { MediaListItem } from "@/lib/media/list";
import { useMediaList } from "./use-media-list";

export interface ImagePickerProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
  /** A library image was chosen, or uploaded here (it is then chosen at once). */
  onPick: (mediaId: string) => void;
  /**
   * What an upload made here is for: "floorPlan" stores it at up to 4000x4000 (the floor-plan block)
   * instead of the library's 2000x2000. Choosing an existing library image works the same either way.
   */
  uploadPurpose?: UploadPurpose;
}

/** The upload purposes POST /api/team/{id}/media accepts besides the default (the library). */
export type UploadPurpose = MediaUploadPurpose;

/** The name the library shows, also the image's alt text (the upload's file name by default). */
const nameOf = (item: MediaListItem) => item.name || item.sourceFileName;

/**
 * The image picker from the workspace's media library (workspace spec §2 modals): a searchable grid
 * of its images, paged 40 at a time, and an upload button that adds an image and picks it.
 */
export function ImagePicker({ teamId, open, onClose, onPick, uploadPurpose }: ImagePickerProps) {
  const t = useTranslations("blocks.imagePicker");
  const media = useMediaList(teamId, open);
  const { input, busy, error: uploadError, upload, choose } = useImageUpload<{ attachmentId: string }>(
    `/api/team/${teamId}/media`,
    ({ attachmentId }) => {
      media.reload();
      onPick(attachmentId);
    },
    uploadPurpose ? { purpose: uploadPurpose } : undefined,
  );

  // The dialog sits inside a block editor in the React tree: its keys and clicks stay here, so the
  // canvas never reads typing in the search box as a block shortcut or a click as a selection.
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <div className="contents" onKeyDown={stop} onClick={stop} onPointerDown={stop}>
      <Dialog
        open={open}
        onClose={onClose}
        title={t("title")}
        description={t("description")}
        size="lg"
        dismissible={!busy}
        footer={
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => upload(event.target.files?.[0])}
            />
            <Button variant="secondary" loading={busy} leadingIcon={<PlusIcon aria-hidden="true" />} onClick={choose}>
              {t("upload")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <TextField type="search" label={t("search")} value={media.search} onChange={(event) => media.setSearch(event.target.value)} maxLength={200} autoComplete="off" />
          <FormError message={uploadError ?? media.error} />
          <div aria-busy={media.loading || media.loadingMore} className="min-h-40">
            {media.loading ? (
              <div className="flex justify-center py-12 text-ink-500">
                <DelayedSpinner label={t("loading")} />
              </div>
            ) : media.items.length === 0 ? (
              !media.error && (
                <EmptyState
                  titleAs="h3"
                  title={media.term ? t("noMatchTitle") : t("emptyTitle")}
                  text={media.term ? t("noMatchText", { term: media.term }) : t("emptyText")}
                />
              )
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {media.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => onPick(item.id)}
                      title={nameOf(item)}
                      className="group flex w-full flex-col overflow-hidden rounded-lg border border-ink-200 bg-ink-50 text-left hover:border-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- served by our API to members, with the session cookie */}
                      <img src={item.url} alt={nameOf(item)} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
                      <span aria-hidden="true" className="truncate px-2 py-1 text-xs text-ink-600 group-hover:text-ink-900">
                        {nameOf(item)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {media.hasMore && (
            <div className="flex justify-center">
              <Button variant="secondary" size="sm" loading={media.loadingMore} onClick={() => void media.loadMore()}>
                {t("loadMore")}
              </Button>
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}
