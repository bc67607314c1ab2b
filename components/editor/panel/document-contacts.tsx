"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { contactApi } from "@/components/contacts/contact-api";
import { Alert, Button, DelayedSpinner, TextField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { contactName } from "@/lib/contacts/display";
import { CONTACT_SEARCH_MAX } from "@/lib/contacts/limits";
import type { ContactView } from "@/lib/contacts/view";
import { SEARCH_DEBOUNCE_MS } from "@/lib/documents/list-format";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { PanelSection } from "./panel-section";
import { usePanelAction } from "./use-panel-action";

export interface DocumentContactsProps {
  documentId: string;
  /** The document's workspace: only its contacts can be linked. */
  teamId: string;
  /** Only documents have clients: templates and saved blocks show no Client section. */
  templateType: string;
  readOnly: boolean;
  queue: SaveQueue;
}

type Linked = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; contacts: ContactView[] };
type Results = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; contacts: ContactView[]; term: string };

/**
 * The Document tab's "Client" section: the contacts linked to the document (each opens its contact
 * page), "Link a contact" with a searchable list of the workspace's contacts, and unlink. Read only
 * for everyone but the owner (the server refuses them too). Each change sends the whole list
 * (POST /api/document/{id}/contacts) and is counted by the save queue.
 */
export function DocumentContacts({ templateType, ...props }: DocumentContactsProps) {
  return CLIENT_DOCUMENT_TYPES.has(templateType) ? <ClientSection {...props} /> : null;
}

/** The template types "find by contact" lists (lib/documents/list.ts DOCUMENT_TEMPLATE_TYPES). */
const CLIENT_DOCUMENT_TYPES = new Set(["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"]);

function ClientSection({ documentId, teamId, readOnly, queue }: Omit<DocumentContactsProps, "templateType">) {
  const t = useTranslations("contacts.panel");
  const errorText = useErrorMessage();
  const { busy, error, run } = usePanelAction(queue);
  const [linked, setLinked] = useState<Linked>({ status: "loading" });
  const [picking, setPicking] = useState(false);
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<Results>({ status: "loading" });
  const toggle = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const pickerId = useId();

  useEffect(() => {
    const controller = new AbortController();
    contactApi
      .linked(documentId, controller.signal)
      .then(({ contacts }) => setLinked({ status: "ready", contacts }))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setLinked({ status: "error", error: failure });
      });
    return () => controller.abort();
  }, [documentId]);

  // The workspace's contacts while the picker is open, searched a moment after typing stops.
  useEffect(() => {
    if (!picking) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      contactApi
        .list({ teamId, search: term }, null, controller.signal)
        .then((page) => setResults({ status: "ready", contacts: page.items, term: term.trim() }))
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) setResults({ status: "error", error: failure });
        });
    }, term ? SEARCH_DEBOUNCE_MS : 0);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [picking, teamId, term]);

  const contacts = linked.status === "ready" ? linked.contacts : [];
  const linkedIds = new Set(contacts.map((contact) => contact.id));

  /** Sends the whole list; then focus goes where the user can go on (the row or choice clicked is gone). */
  async function save(ids: string[], focusAfter: "search" | "toggle") {
    const answer = await run(() => contactApi.setLinked(documentId, ids));
    if (!answer) return;
    setLinked({ status: "ready", contacts: answer.contacts });
    requestAnimationFrame(() => (focusAfter === "search" ? searchInput.current : toggle.current)?.focus());
  }

  function closePicker() {
    setPicking(false);
    setTerm("");
    requestAnimationFrame(() => toggle.current?.focus());
  }

  function onPickerKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    // The editor deselects its block on Escape; here Escape only closes the picker.
    event.preventDefault();
    event.stopPropagation();
    closePicker();
  }

  const choices = results.status === "ready" ? results.contacts.filter((contact) => !linkedIds.has(contact.id)) : [];

  return (
    <PanelSection title={t("title")} description={readOnly ? t("readOnly") : t("description")}>
      {linked.status === "loading" && <DelayedSpinner label={t("loading")} />}
      {linked.status === "error" && <Alert tone="error">{t("loadFailed", { reason: errorText(linked.error) })}</Alert>}
      {linked.status === "ready" &&
        (contacts.length === 0 ? (
          <p className="text-sm text-ink-500">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t("linkedLabel")}>
            {contacts.map((contact) => {
              const name = contactName(contact);
              return (
                <li key={contact.id} className="flex items-start justify-between gap-2 rounded-lg border border-ink-200 px-3 py-2">
                  <span className="min-w-0">
                    <Link href={`/contact/${contact.id}`} className="block rounded-xs text-sm font-medium break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline">
                      {name}
                    </Link>
                    {(contact.email || contact.company) && <span className="block text-[0.8125rem] break-all text-ink-500">{contact.email || contact.company}</span>}
                  </span>
                  {!readOnly && (
                    <Button variant="ghost" size="sm" disabled={busy} aria-label={t("unlinkLabel", { name })} onClick={() => void save(contacts.filter((c) => c.id !== contact.id).map((c) => c.id), "toggle")}>
                      {t("unlink")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      {error !== null && <Alert tone="error">{t("saveFailed", { reason: errorText(error) })}</Alert>}

      {!readOnly && linked.status === "ready" && (
        <div className="flex flex-col gap-3">
          <div>
            <Button
              ref={toggle}
              variant="secondary"
              size="sm"
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => (picking ? closePicker() : setPicking(true))}
            >
              {picking ? t("done") : t("link")}
            </Button>
          </div>
          {picking && (
            <div id={pickerId} role="group" aria-label={t("pickerLabel")} onKeyDown={onPickerKey} className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-ink-50/60 p-3">
              <TextField
                ref={searchInput}
                label={t("search")}
                type="search"
                value={term}
                maxLength={CONTACT_SEARCH_MAX}
                autoComplete="off"
                spellCheck={false}
                autoFocus
                placeholder={t("searchPlaceholder")}
                onChange={(event) => setTerm(event.target.value)}
              />
              <div aria-busy={results.status === "loading"}>
                <p role="status" className="sr-only">
                  {results.status === "ready" ? t("found", { count: choices.length }) : ""}
                </p>
                {results.status === "loading" && <DelayedSpinner label={t("searching")} />}
                {results.status === "error" && <Alert tone="error">{t("loadFailed", { reason: errorText(results.error) })}</Alert>}
                {results.status === "ready" &&
                  (choices.length === 0 ? (
                    <p className="text-sm text-ink-600">
                      {results.term ? t("noMatches") : results.contacts.length ? t("allLinked") : t("noContacts")}{" "}
                      <Link href={`/contact/new?team=${encodeURIComponent(teamId)}`} className="rounded-xs font-medium text-accent-700 underline underline-offset-4">
                        {t("newContact")}
                      </Link>
                    </p>
                  ) : (
                    <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={t("resultsLabel")}>
                      {choices.map((contact) => {
                        const name = contactName(contact);
                        return (
                          <li key={contact.id}>
                            <button
                              type="button"
                              disabled={busy}
                              aria-label={t("linkLabel", { name })}
                              onClick={() => void save([...contacts.map((c) => c.id), contact.id], "search")}
                              className="flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60"
                            >
                              <span className="text-sm font-medium break-words text-ink-900">{name}</span>
                              {(contact.email || contact.company) && <span className="text-[0.8125rem] break-all text-ink-600">{contact.email || contact.company}</span>}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  ))}
              </div>
            </div>
          )}
        </div>
      )}
    </PanelSection>
  );
}
