"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert, Button, Card, CardHeader, PageHeader } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { contactName } from "@/lib/contacts/display";
import type { ContactView } from "@/lib/contacts/view";
import { contactApi, contactInputOf } from "./contact-api";
import { ContactForm } from "./contact-form";
import { LinkedDocuments, type LinkedDocument } from "./linked-documents";

export interface ContactEditorProps {
  initialContact: ContactView;
  teamName: string;
  documents: LinkedDocument[];
  /** Arrived here right after creating the contact. */
  created: boolean;
}

/** /contact/{id}: the contact's form, deleting it, and the documents linked to it. */
export function ContactEditor({ initialContact, teamName, documents, created }: ContactEditorProps) {
  const t = useTranslations("contacts");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [contact, setContact] = useState(initialContact);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const name = contactName(contact);

  // The "created" flag is for this visit only: a reload or a bookmark must not announce it again.
  useEffect(() => {
    if (created) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [created]);

  async function remove() {
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await contactApi.remove(contact.id);
      router.push("/contact");
    } catch (error) {
      setDeleteError(errorText(error));
      setDeleting(false);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={
          <Link href="/contact" className="rounded-xs font-medium text-accent-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {t("edit.back")}
          </Link>
        }
        title={<span className="break-words">{name}</span>}
        description={t("edit.description", { workspace: teamName })}
      />
      {created && (
        <Alert tone="success" className="mb-6">
          {t("form.created")}
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="contact-details-heading">
            <CardHeader title={<span id="contact-details-heading">{t("edit.details")}</span>} />
            <ContactForm
              initial={contactInputOf(contact)}
              submitLabel={t("form.save")}
              cancelHref="/contact"
              save={async (values) => {
                setContact(await contactApi.update(contact.id, values));
                return t("form.saved");
              }}
            />
          </Card>
          <Card as="section" aria-labelledby="contact-delete-heading" className="border-danger-200">
            <CardHeader title={<span id="contact-delete-heading">{t("edit.deleteTitle")}</span>} description={t("edit.deleteText")} />
            <Button
              variant="danger"
              onClick={() => {
                setDeleteError(undefined);
                setConfirming(true);
              }}
            >
              {t("edit.delete")}
            </Button>
          </Card>
        </div>
        <LinkedDocuments documents={documents} />
      </div>

      <ConfirmDialog
        open={confirming}
        title={t("edit.confirmTitle", { name })}
        text={t("edit.confirmText")}
        confirmLabel={t("edit.delete")}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
