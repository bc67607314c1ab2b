import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Alert, type AlertTone } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { CodeInput } from "@/components/ui/code-input";
import { DelayedSpinner } from "@/components/ui/delayed-spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError } from "@/components/ui/form-error";
import { ArrowRightIcon, DocumentIcon, PlusIcon, SparkleIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { PasswordField } from "@/components/ui/password-field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { DialogDemo } from "./dialog-demo";
import { ShowcaseRow, ShowcaseSection } from "./showcase-section";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("csstest");
  return { title: t("title") };
}

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "ghost", "danger"];
const SIZES: ButtonSize[] = ["sm", "md", "lg"];
const ALERT_TONES: AlertTone[] = ["error", "success", "info", "warning"];
const BADGE_TONES: BadgeTone[] = ["neutral", "accent", "success", "warning", "danger"];

/** Every UI primitive in every variant and state, for visual and accessibility checks. */
export default async function CssTestPage() {
  const t = await getTranslations("csstest");
  const eventTypes = [
    { value: "wedding", label: t("fields.eventTypes.wedding") },
    { value: "corporate", label: t("fields.eventTypes.corporate") },
    { value: "private", label: t("fields.eventTypes.private") },
  ];

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader
        eyebrow={<Badge tone="accent">{t("eyebrow")}</Badge>}
        title={t("title")}
        description={t("description")}
      />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ShowcaseSection title={t("sections.buttons")} className="lg:col-span-2">
          <div className="grid gap-5 sm:grid-cols-2">
            {VARIANTS.map((variant) => (
              <ShowcaseRow key={variant} label={t(`buttons.${variant}`)}>
                {SIZES.map((size) => (
                  <Button key={size} variant={variant} size={size}>
                    {t(`buttons.sizes.${size}`)}
                  </Button>
                ))}
              </ShowcaseRow>
            ))}
          </div>
          <ShowcaseRow label={t("buttons.states")}>
            <Button loading>{t("buttons.save")}</Button>
            <Button variant="secondary" loading>
              {t("buttons.save")}
            </Button>
            <Button disabled>{t("buttons.disabled")}</Button>
            <Button variant="secondary" disabled>
              {t("buttons.disabled")}
            </Button>
            <Button variant="danger" disabled>
              {t("buttons.disabled")}
            </Button>
            <Button leadingIcon={<PlusIcon />}>{t("buttons.withIcon")}</Button>
            <ButtonLink href="#fields" variant="secondary">
              {t("buttons.link")}
              <ArrowRightIcon />
            </ButtonLink>
          </ShowcaseRow>
        </ShowcaseSection>

        <div className="flex flex-col gap-6">
          <ShowcaseSection title={t("sections.fields")}>
            <div id="fields" className="flex scroll-mt-8 flex-col gap-5">
              <TextField label={t("fields.eventName")} placeholder={t("fields.eventNamePlaceholder")} />
              <TextField
                label={t("fields.clientName")}
                defaultValue={t("fields.clientNameValue")}
                hint={t("fields.clientNameHint")}
              />
              <TextField
                label={t("fields.email")}
                type="email"
                defaultValue="anna@"
                error={t("fields.emailError")}
              />
              <TextField label={t("fields.venue")} defaultValue={t("fields.venueValue")} disabled />
              <PasswordField label={t("fields.password")} hint={t("fields.passwordHint")} autoComplete="new-password" />
            </div>
          </ShowcaseSection>

          <ShowcaseSection title={t("sections.alerts")}>
            <FormError message={t("alerts.formError")} />
            {ALERT_TONES.map((tone) => (
              <Alert key={tone} tone={tone} title={t(`alerts.${tone}Title`)}>
                {t(`alerts.${tone}Text`)}
              </Alert>
            ))}
          </ShowcaseSection>

          <ShowcaseSection title={t("sections.spinner")}>
            <ShowcaseRow label={t("spinner.immediate")}>
              <span className="text-accent-600">
                <DelayedSpinner delayMs={0} size="sm" />
              </span>
              <span className="text-accent-600">
                <DelayedSpinner delayMs={0} />
              </span>
              <span className="text-accent-600">
                <DelayedSpinner delayMs={0} size="lg" />
              </span>
            </ShowcaseRow>
            <ShowcaseRow label={t("spinner.delayed")}>
              <span className="flex h-8 items-center text-ink-500">
                <DelayedSpinner size="lg" />
              </span>
            </ShowcaseRow>
          </ShowcaseSection>

          <ShowcaseSection title={t("sections.dialog")}>
            <p className="text-sm leading-6 text-ink-600">{t("dialog.explanation")}</p>
            <div>
              <DialogDemo />
            </div>
          </ShowcaseSection>
        </div>

        <div className="flex flex-col gap-6">
          <ShowcaseSection title={t("sections.choices")}>
            <div className="flex flex-col gap-5">
              <SelectField label={t("fields.eventType")} placeholder={t("fields.choose")} options={eventTypes} defaultValue="" />
              <SelectField
                label={t("fields.eventType")}
                options={eventTypes}
                defaultValue="wedding"
                error={t("fields.eventTypeError")}
              />
              <TextareaField label={t("fields.notes")} placeholder={t("fields.notesPlaceholder")} hint={t("fields.notesHint")} />
              <div className="flex flex-col gap-4">
                <Checkbox label={t("fields.sendCopy")} description={t("fields.sendCopyHint")} />
                <Checkbox label={t("fields.remember")} defaultChecked />
                <Checkbox label={t("fields.terms")} error={t("fields.termsError")} />
                <Checkbox label={t("fields.locked")} defaultChecked disabled />
              </div>
            </div>
          </ShowcaseSection>

          <ShowcaseSection title={t("sections.badges")}>
            <ShowcaseRow>
              {BADGE_TONES.map((tone) => (
                <Badge key={tone} tone={tone}>
                  {t(`badges.${tone}`)}
                </Badge>
              ))}
            </ShowcaseRow>
            <ShowcaseRow>
              {BADGE_TONES.map((tone) => (
                <Badge key={tone} tone={tone} dot>
                  {t(`badges.${tone}`)}
                </Badge>
              ))}
            </ShowcaseRow>
          </ShowcaseSection>

          <ShowcaseSection title={t("sections.codeInput")}>
            <CodeInput label={t("codeInput.label")} hint={t("codeInput.hint")} name="code" />
            <CodeInput label={t("codeInput.labelError")} defaultValue="1234" error={t("codeInput.error")} />
            <CodeInput label={t("codeInput.labelDisabled")} defaultValue="12" disabled />
          </ShowcaseSection>
        </div>

        <ShowcaseSection title={t("sections.cards")}>
          <Card padding="md" className="shadow-none">
            <CardHeader
              titleAs="h3"
              title={t("cards.title")}
              description={t("cards.description")}
              actions={<Badge tone="success" dot>{t("badges.success")}</Badge>}
            />
            <p className="text-sm leading-6 text-ink-600">{t("cards.body")}</p>
            <CardFooter>
              <Button variant="ghost" size="sm">
                {t("cards.secondaryAction")}
              </Button>
              <Button size="sm">{t("cards.primaryAction")}</Button>
            </CardFooter>
          </Card>
          <Card padding="sm" interactive className="shadow-none">
            <CardHeader titleAs="h3" title={t("cards.interactiveTitle")} description={t("cards.interactiveText")} className="mb-0" />
          </Card>
        </ShowcaseSection>

        <ShowcaseSection title={t("sections.emptyState")}>
          <EmptyState
            titleAs="h3"
            icon={<DocumentIcon />}
            title={t("emptyState.title")}
            text={t("emptyState.text")}
            action={<Button leadingIcon={<PlusIcon />}>{t("emptyState.action")}</Button>}
          />
        </ShowcaseSection>

        <ShowcaseSection title={t("sections.pageHeader")} className="lg:col-span-2">
          <PageHeader
            titleAs="h3"
            className="pb-0"
            eyebrow={
              <Badge tone="accent" dot>
                {t("pageHeader.eyebrow")}
              </Badge>
            }
            title={t("pageHeader.title")}
            description={t("pageHeader.description")}
            actions={
              <>
                <Button variant="secondary">{t("pageHeader.secondaryAction")}</Button>
                <Button leadingIcon={<SparkleIcon />}>{t("pageHeader.primaryAction")}</Button>
              </>
            }
          />
        </ShowcaseSection>
      </div>
    </main>
  );
}
