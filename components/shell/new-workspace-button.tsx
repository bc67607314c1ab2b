"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { onDemand } from "@/lib/blocks/on-demand";

// Every app page has this button; the dialog (and its form's phone-number library) loads when opened.
const NewWorkspaceDialog = onDemand(() => import("@/components/workspaces/new-workspace-dialog").then((module) => module.NewWorkspaceDialog), { when: (props) => props.open });

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
