"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Card, PageHeader, SelectField } from "@/components/ui";
import { emptyContactInput, contactApi } from "./contact-api";
import { ContactForm } from "./contact-form";
import type { ContactWorkspace } from "./contact-list";

/** /contact/new: the contact's fields and, for users in several workspaces, which workspace it goes to. */
export function NewContact({ workspaces, defaultTeamId }: { workspaces: ContactWorkspace[]; defaultTeamId: string }) {
  const t = useTranslations("contacts");
  const router = useRouter();
  const [teamId, setTeamId] = useState(defaultTeamId);

  return (
    <>
      <PageHeader
        eyebrow={
          <Link href="/contact" className="rounded-xs font-medium text-accent-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {t("edit.back")}
          </Link>
        }
        title={t("newPage.title")}
        description={t("newPage.description")}
      />
      <Card as="section" aria-label={t("newPage.title")} className="max-w-3xl">
        <ContactForm
          initial={emptyContactInput}
          submitLabel={t("form.create")}
          cancelHref="/contact"
          before={
            workspaces.length > 1 && (
              <SelectField
                label={t("fields.workspace")}
                value={teamId}
                onChange={(event) => setTeamId(event.target.value)}
                options={workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))}
                containerClassName="sm:max-w-sm"
              />
            )
          }
          save={async (values) => {
            const created = await contactApi.create(teamId, values);
            router.push(`/contact/${created.id}?created=1`);
          }}
        />
      </Card>
    </>
  );
}
