"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";

export function DialogDemo() {
  const t = useTranslations("csstest.dialog");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t("title")}
        description={t("description")}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t("cancel")}
            </Button>
            <Button onClick={close}>{t("confirm")}</Button>
          </>
        }
      >
        <TextField label={t("fieldLabel")} defaultValue={t("fieldValue")} hint={t("fieldHint")} />
      </Dialog>
    </>
  );
}
