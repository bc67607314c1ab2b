"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button, Switch, TextField, TextareaField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarSelect } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { CardList, type CardsLayout } from "./card-list";
import { canDeleteCard, MAX_CARDS, type CardsKind } from "./rules";
import { CARD_COLUMNS, CARD_CONTENT_MAX, CARD_IMAGE_HEIGHT, CARD_TITLE_MAX, emptyCard, type CardEntry, type CardsContent, type CardsMeta } from "./schema";

// The editor both card blocks share: the layout settings in a toolbar, the preview, then one
// fieldset per card (image, title, text, move, delete). Texts live under blocks.cards.

type Props = BlockEditorProps<CardsContent, CardsMeta> & { kind: CardsKind; layout: CardsLayout };

export function CardsBlockEditor({ block, context, readOnly, onChange, kind, layout }: Props) {
  const t = useTranslations("blocks.cards");
  const hintId = useId();
  const meta = block.metaData;
  const cards = meta.cardEntryList;
  const setMeta = (patch: Partial<CardsMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const setCards = (cardEntryList: CardEntry[]) => setMeta({ cardEntryList });
  const setCard = (index: number, patch: Partial<CardEntry>) => setCards(cards.map((card, i) => (i === index ? { ...card, ...patch } : card)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...cards];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setCards(next);
  };
  const deletable = canDeleteCard(kind, cards.length, meta.noColumns);
  const preview = <CardList meta={meta} context={context} layout={layout} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <BlockToolbar label={t("toolbar")}>
        <ToolbarSelect
          label={t("columns")}
          value={String(meta.noColumns)}
          options={CARD_COLUMNS.map((count) => ({ value: String(count), label: String(count) }))}
          onChange={(value) => setMeta({ noColumns: Number(value) })}
        />
        <ToolbarNumber
          label={t("imageHeight")}
          value={meta.imageHeight}
          min={CARD_IMAGE_HEIGHT.min}
          max={CARD_IMAGE_HEIGHT.max}
          step={10}
          onChange={(imageHeight) => setMeta({ imageHeight: Math.round(imageHeight) })}
        />
        <Switch label={t("showImage")} checked={meta.showImage} onChange={(event) => setMeta({ showImage: event.target.checked })} />
        <Switch label={t("showContent")} checked={meta.showContent} onChange={(event) => setMeta({ showContent: event.target.checked })} />
      </BlockToolbar>
      {preview}
      <div className="page-chrome flex flex-col gap-3">
        {!deletable && (
          <p id={hintId} className="m-0 text-xs text-ink-500">
            {kind === "cards" ? t("deleteHint", { columns: meta.noColumns }) : t("deleteHintOne")}
          </p>
        )}
        <ol className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2">
          {cards.map((card, index) => (
            <li key={index} className="min-w-0">
              <fieldset className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-ink-50 p-3">
                <legend className="px-1 text-xs font-medium text-ink-700">{t("cardLegend", { number: index + 1 })}</legend>
                <ImageChooser teamId={context.teamId} value={card.imageId} onChange={(imageId) => setCard(index, { imageId })} />
                <TextField label={t("title")} value={card.title} maxLength={CARD_TITLE_MAX} onChange={(event) => setCard(index, { title: event.target.value })} />
                <TextareaField label={t("content")} value={card.content} rows={3} maxLength={CARD_CONTENT_MAX} onChange={(event) => setCard(index, { content: event.target.value })} />
                <div className="flex flex-wrap gap-1.5">
                  <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t("moveEarlier", { number: index + 1 })}>
                    {layout === "vertical" ? t("moveLeft") : t("moveUp")}
                  </Button>
                  <Button variant="secondary" size="sm" disabled={index === cards.length - 1} onClick={() => move(index, 1)} aria-label={t("moveLater", { number: index + 1 })}>
                    {layout === "vertical" ? t("moveRight") : t("moveDown")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!deletable}
                    aria-describedby={deletable ? undefined : hintId}
                    aria-label={t("deleteCard", { number: index + 1 })}
                    onClick={() => setCards(cards.filter((_, i) => i !== index))}
                  >
                    {t("delete")}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" size="sm" disabled={cards.length >= MAX_CARDS} onClick={() => setCards([...cards, emptyCard()])}>
            {t("addCard")}
          </Button>
        </div>
      </div>
    </div>
  );
}
