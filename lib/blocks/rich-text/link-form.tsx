"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { normalizeLinkInput } from "./link-url";

/**
 * The link address form under the toolbar. Not a <form>: the editor may sit inside another form (the
 * header and footer settings), and forms do not nest, so Enter and Escape are handled here.
 */
export function LinkForm({
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  /** Present when the selection is inside a link. */
  onRemove?: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("blocks.paragraph.link");
  const [address, setAddress] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const href = normalizeLinkInput(address);
    if (href) onApply(href);
    else setInvalid(true);
  };

  return (
    <div role="group" aria-label={t("formLabel")} className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-white p-2 shadow-sm">
      <TextField
        ref={input}
        label={t("address")}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={address}
        placeholder="https://"
        error={invalid ? t("invalid") : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={apply}>
          {t("apply")}
        </Button>
        {onRemove && (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {t("remove")}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
