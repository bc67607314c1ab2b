"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { fieldErrorsFromApi, hasErrors, useFocusAfterRender, type FieldErrors } from "@/components/auth/form-errors";
import { Button, ButtonLink, Card, FormError, PageHeader, SelectField, TextareaField, TextField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, CATALOG_SKU_MAX } from "@/lib/catalog/limits";
import type { CatalogItemView } from "@/lib/catalog/view";
import type { CatalogWorkspace } from "@/lib/catalog/workspaces";
import { CURRENCY_SYMBOLS, currenciesByWeight, isCurrencyCode } from "@/lib/pricing/money";
import type { CurrencyCode } from "@/lib/pricing/types";
import { catalogApi, type CatalogItemBody } from "./catalog-api";
import { priceExample, priceInputText, readPriceInput, type PriceInputProblem } from "./price-text";

type Field = "teamId" | "sku" | "name" | "currency" | "price" | "description";

interface Values {
  teamId: string;
  sku: string;
  name: string;
  currency: CurrencyCode | "";
  price: string;
  description: string;
}

export interface CatalogItemFormProps {
  workspaces: CatalogWorkspace[];
  /** The item to edit; absent on /catalog/new. */
  item?: CatalogItemView;
  /** The workspace a new item goes to unless the user picks another. */
  defaultTeamId: string;
  /** The list to go back to (with its workspace filter), where the saved item is shown. */
  listHref: string;
}

/** The API's field paths are this form's field names. */
const API_FIELDS: Partial<Record<string, Field>> = { sku: "sku", name: "name", currency: "currency", price: "price", description: "description" };

const FALLBACK_FORMAT = { decimalSeparator: ".", groupSeparator: "," };

/**
 * The catalog item form (/catalog/new, /catalog/{id}): SKU, name, currency (heaviest first), price in
 * the workspace's number format, description. The spec shows no client-side rules; the issue asks
 * for them, so mistakes show here before saving, and the server's own refusals land on their fields.
 */
export function CatalogItemForm({ workspaces, item, defaultTeamId, listHref }: CatalogItemFormProps) {
  const t = useTranslations("catalog.form");
  const router = useRouter();
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender();
  const workspaceOf = (teamId: string) => workspaces.find((workspace) => workspace.teamId === teamId);
  const initialWorkspace = workspaceOf(item?.team ?? defaultTeamId);

  const [values, setValues] = useState<Values>(() => ({
    teamId: item?.team ?? defaultTeamId,
    sku: item?.sku ?? "",
    name: item?.name ?? "",
    currency: item?.currency ?? initialWorkspace?.defaultCurrency ?? "EUR",
    price: item ? priceInputText(item.price, item.currency, initialWorkspace ?? FALLBACK_FORMAT) : "",
    description: item?.description ?? "",
  }));
  const [currencyTouched, setCurrencyTouched] = useState(Boolean(item));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const workspace = workspaceOf(values.teamId);
  const format = workspace ?? FALLBACK_FORMAT;

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A new item follows the chosen workspace's default currency until the user picks one.
      if (field === "teamId" && !currencyTouched) next.currency = workspaceOf(value as string)?.defaultCurrency ?? next.currency;
      return next;
    });
    if (field === "currency") setCurrencyTouched(true);
    if (errors[field as Field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function priceMessage(problem: PriceInputProblem, typed?: CurrencyCode): string {
    switch (problem) {
      case "required":
        return t("errors.priceRequired");
      case "manySeparators":
        return t("errors.priceSeparators", { separator: format.decimalSeparator });
      case "negative":
        return t("errors.priceNegative");
      case "decimals":
        return t("errors.priceDecimals");
      case "tooLarge":
        return t("errors.priceTooLarge");
      case "otherCurrency":
        return t("errors.priceCurrency", { typed: typed ?? "", chosen: values.currency });
      default:
        return t("errors.priceInvalid", { example: priceExample(format) });
    }
  }

  /** The body to send, or the problems found (keyed by field). */
  function check(): { body: CatalogItemBody } | { errors: FieldErrors<Field> } {
    const found: FieldErrors<Field> = {};
    if (!item && !workspace) found.teamId = t("errors.workspaceRequired");
    if (!values.name.trim()) found.name = t("errors.nameRequired");
    const currency = isCurrencyCode(values.currency) ? values.currency : null;
    if (!currency) found.currency = t("errors.currencyRequired");
    const price = currency ? readPriceInput(values.price, currency, format) : null;
    if (price && !price.ok) found.price = priceMessage(price.problem, price.currency);
    if (hasErrors(found) || !currency || !price?.ok) return { errors: found };
    return {
      body: {
        sku: values.sku.trim() || null,
        name: values.name.trim(),
        currency,
        price: price.decimal,
        description: values.description.trim() || null,
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const checked = check();
    if ("errors" in checked) {
      setErrors(checked.errors);
      focusAfterRender("invalid");
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = item ? await catalogApi.update(item.id, checked.body) : await catalogApi.create(values.teamId, checked.body);
      router.push(`${listHref}${listHref.includes("?") ? "&" : "?"}saved=${encodeURIComponent(saved.id)}`);
    } catch (error) {
      const { fields, unmatched } = fieldErrorsFromApi(error, API_FIELDS);
      setErrors(fields);
      if (unmatched || !hasErrors(fields)) setFormError(errorText(error));
      focusAfterRender("invalid", "[role=alert]");
      setBusy(false);
    }
  }

  const title = item ? t("editTitle") : t("newTitle");

  return (
    <>
      <PageHeader
        eyebrow={
          <Link href={listHref} className="rounded-xs font-medium text-accent-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {t("back")}
          </Link>
        }
        title={item ? item.name : title}
        description={item ? t("editDescription", { workspace: initialWorkspace?.teamName ?? "" }) : t("newDescription")}
      />
      <Card as="section" aria-label={title} className="max-w-3xl">
        <form ref={rootRef} onSubmit={submit} noValidate className="grid gap-6">
          <FormError message={formError} />
          <div className="grid gap-5 sm:grid-cols-2">
            {!item && workspaces.length > 1 && (
              <SelectField
                label={t("workspace")}
                name="teamId"
                value={values.teamId}
                onChange={(event) => change("teamId", event.target.value)}
                options={workspaces.map((option) => ({ value: option.teamId, label: option.teamName }))}
                error={errors.teamId}
                containerClassName="sm:col-span-2 sm:max-w-sm"
              />
            )}
            <TextField
              label={t("name")}
              name="name"
              value={values.name}
              onChange={(event) => change("name", event.target.value)}
              maxLength={CATALOG_NAME_MAX}
              required
              autoComplete="off"
              error={errors.name}
              containerClassName="sm:col-span-2"
            />
            <TextField
              label={t("sku")}
              name="sku"
              value={values.sku}
              onChange={(event) => change("sku", event.target.value)}
              maxLength={CATALOG_SKU_MAX}
              autoComplete="off"
              spellCheck={false}
              hint={t("skuHint")}
              error={errors.sku}
            />
            <div aria-hidden="true" className="hidden sm:block" />
            <SelectField
              label={t("currency")}
              name="currency"
              value={values.currency}
              onChange={(event) => change("currency", event.target.value as CurrencyCode)}
              options={currenciesByWeight().map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }))}
              error={errors.currency}
            />
            <TextField
              label={t("price")}
              name="price"
              value={values.price}
              onChange={(event) => change("price", event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              required
              hint={t("priceHint", { example: priceExample(format) })}
              error={errors.price}
              className="tabular-nums"
            />
            <TextareaField
              label={t("description")}
              name="description"
              value={values.description}
              onChange={(event) => change("description", event.target.value)}
              maxLength={CATALOG_DESCRIPTION_MAX}
              rows={4}
              hint={t("descriptionHint")}
              error={errors.description}
              containerClassName="sm:col-span-2"
            />
          </div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-ink-100 pt-5">
            <ButtonLink href={listHref} variant="ghost">
              {t("cancel")}
            </ButtonLink>
            <Button type="submit" loading={busy}>
              {item ? t("save") : t("create")}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
