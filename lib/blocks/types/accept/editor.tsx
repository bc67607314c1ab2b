"use client";

import { useTranslations } from "next-intl";
import { Button, Switch, TextField } from "@/components/ui";
import type { AcceptContent, AcceptSigner } from "@/lib/acceptance/types";
import type { BlockEditorProps } from "../../definition";
import { moveItem, removeItem } from "../../list-edit";
import { MoveButtons, SMALL_BUTTON, useListFocus } from "../../list-editing";
import { RichTextEditor } from "../../rich-text";
import { ValidatedTextField } from "../instagram/validated-field";
import { ACCEPT_LIMITS, newSigner, signerEmailSchema, type AcceptMeta } from "./schema";
import { AcceptView } from "./view";

// The owner's side of the Accept block: its title, the terms (the shared rich-text editor), who
// signs (one to six; name, role and an optional fixed e-mail each, in signing order) and whether
// each signer must tick "I agree". Focus follows the signer a button acted on. An e-mail is saved
// only once it is one (the server refuses anything else), so typing never triggers a refusal.

const SECTION = "page-chrome flex flex-col gap-3 rounded-lg border border-ink-200 bg-ink-50 p-3 sm:p-4";

const storedEmail = (raw: string) => {
  const parsed = signerEmailSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export function AcceptEditor({ block, context, readOnly, onChange }: BlockEditorProps<AcceptContent, AcceptMeta>) {
  const t = useTranslations("blocks.accept");
  const { fieldId, focusLater, focusAfterMove } = useListFocus();
  if (readOnly) return <AcceptView block={block} context={context} />;

  const content = block.content;
  const signers = content.signers;
  const set = (patch: Partial<AcceptContent>) => onChange({ content: { ...content, ...patch } });
  const setSigners = (next: AcceptSigner[]) => set({ signers: next });
  const update = (index: number, patch: Partial<AcceptSigner>) => setSigners(signers.map((signer, at) => (at === index ? { ...signer, ...patch } : signer)));
  const add = () => {
    setSigners([...signers, newSigner(signers)]);
    focusLater(fieldId(signers.length, "name"));
  };
  const remove = (index: number) => {
    setSigners(removeItem(signers, index, ACCEPT_LIMITS.minSigners));
    focusLater(fieldId(Math.max(0, index - 1), "name"));
  };
  const move = (index: number, to: number, button: "up" | "down") => {
    setSigners(moveItem(signers, index, to));
    focusAfterMove(to, button, signers.length);
  };
  const canAdd = signers.length < ACCEPT_LIMITS.maxSigners;

  return (
    <div className="flex flex-col gap-4">
      {/* The title and the terms are edited in place, in the document's look; the rest is settings. */}
      <input
        type="text"
        value={content.title}
        maxLength={ACCEPT_LIMITS.title}
        aria-label={t("editor.title")}
        placeholder={t("defaultTitle")}
        onChange={(event) => set({ title: event.target.value })}
        className="doc-h3 w-full min-w-0 rounded-sm bg-transparent text-[1.3em] leading-tight font-semibold tracking-tight text-[var(--doc-heading,inherit)] outline-none placeholder:text-ink-500 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600/40"
      />
      <RichTextEditor value={content.terms} onChange={(terms) => set({ terms })} ariaLabel={t("editor.terms")} placeholder={t("editor.termsPlaceholder")} />

      <fieldset className={SECTION}>
        <legend className="px-1 text-sm font-semibold text-ink-900">{t("editor.signers")}</legend>
        <p className="m-0 text-sm text-ink-600">{t("editor.signersHint")}</p>
        <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t("editor.signers")}>
          {signers.map((signer, index) => (
            <li key={signer.id}>
              <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-200 bg-white p-3">
                <legend className="px-1 text-xs font-medium text-ink-600">{t("editor.signerLegend", { number: index + 1 })}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={fieldId(index, "name")}
                    label={t("editor.signerName")}
                    value={signer.name}
                    maxLength={ACCEPT_LIMITS.name}
                    placeholder={t("editor.signerNamePlaceholder")}
                    autoComplete="off"
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                  <TextField
                    label={t("editor.signerRole")}
                    value={signer.role}
                    maxLength={ACCEPT_LIMITS.role}
                    placeholder={t("editor.signerRolePlaceholder")}
                    autoComplete="off"
                    onChange={(event) => update(index, { role: event.target.value })}
                  />
                </div>
                <ValidatedTextField
                  label={t("editor.signerEmail")}
                  hint={t("editor.signerEmailHint")}
                  type="email"
                  inputMode="email"
                  value={signer.email}
                  toStored={storedEmail}
                  invalidMessage={t("editor.invalidEmail")}
                  maxLength={ACCEPT_LIMITS.email}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(email) => update(index, { email })}
                />
                {signers.length > 1 && (
                  <div className="flex flex-wrap justify-end gap-2">
                    <MoveButtons
                      index={index}
                      count={signers.length}
                      fieldId={fieldId}
                      labels={{
                        up: t("editor.moveUp"),
                        upNumbered: t("editor.moveUpNumbered", { number: index + 1 }),
                        down: t("editor.moveDown"),
                        downNumbered: t("editor.moveDownNumbered", { number: index + 1 }),
                      }}
                      onMove={(to, button) => move(index, to, button)}
                    />
                    <button type="button" className={SMALL_BUTTON} aria-label={t("editor.removeNumbered", { number: index + 1 })} onClick={() => remove(index)}>
                      {t("editor.remove")}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={add} disabled={!canAdd}>
            {t("editor.addSigner")}
          </Button>
          {!canAdd && <span className="text-xs text-ink-600">{t("editor.maxSigners", { max: ACCEPT_LIMITS.maxSigners })}</span>}
        </div>
      </fieldset>

      <div className={SECTION}>
        <Switch
          label={t("editor.requireAgreement")}
          description={t("editor.requireAgreementHint")}
          checked={content.requireAgreement}
          onChange={(event) => set({ requireAgreement: event.target.checked })}
        />
        {content.requireAgreement && (
          <TextField
            label={t("editor.agreementLabel")}
            value={content.agreementLabel}
            maxLength={ACCEPT_LIMITS.agreementLabel}
            placeholder={t("defaultAgreement")}
            onChange={(event) => set({ agreementLabel: event.target.value })}
          />
        )}
      </div>
    </div>
  );
}
