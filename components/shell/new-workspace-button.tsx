"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { NewWorkspaceDialog } from "@/components/workspaces/new-workspace-dialog";

export function NewWorkspaceButton() {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="w-full justify-start" leadingIcon={<PlusIcon aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
        {t("newWorkspace")}
      </Button>
      <NewWorkspaceDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
