import { getTranslations } from "next-intl/server";
import { ButtonLink, EmptyState, PageHeader, SparkleIcon } from "@/components/ui";
import { SECTORS } from "@/lib/accounts/schemas";
import { ALL_SECTORS, type GalleryResult, type Sector } from "@/lib/design-gallery/filters";
import type { DefinitionView } from "@/lib/design-templates/view";
import { DESIGN_PRODUCTS, designPreviewPath, designsPath, type DesignProduct } from "@/lib/design-templates/products";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { DesignCard } from "./design-card";
import { FilterChips } from "./filter-chips";
import { ProductTabs } from "./product-tabs";

// The gallery of one product's design templates (workspace spec §2, /{product}-designs): tabs to the
// other products, language and sector filters as links, and the designs best-matching first.

function hrefWith(product: DesignProduct, params: { lang: string | null; sector: string }) {
  const query = new URLSearchParams();
  if (params.lang) query.set("lang", params.lang);
  query.set("sector", params.sector);
  return `${designsPath(product)}?${query.toString()}`;
}

export async function GalleryPage({ product, gallery }: { product: DesignProduct; gallery: GalleryResult<DefinitionView> }) {
  const t = await getTranslations("designs");
  const sectors = await getTranslations("auth.register.survey.sectors");
  const { lang, sector, languages, designs } = gallery;
  const filtered = sector !== ALL_SECTORS;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 pb-16">
      {/* The header's own bottom padding is the flex gap here. */}
      <PageHeader eyebrow={t("gallery.eyebrow")} title={t(`gallery.titles.${product}`)} description={t("gallery.intro")} className="-mb-8" />

      <ProductTabs
        label={t("gallery.productsLabel")}
        tabs={DESIGN_PRODUCTS.map((key) => ({ key, label: t(`products.${key}`), href: designsPath(key), current: key === product }))}
      />

      {languages.length > 0 && (
        <section aria-label={t("gallery.filtersLabel")} className="flex flex-col gap-3">
          {languages.length > 1 && (
            <FilterChips
              id="design-filter-language"
              label={t("gallery.language")}
              chips={languages.map((code) => ({ key: code, label: LOCALE_NAMES[code], href: hrefWith(product, { lang: code, sector }), current: code === lang }))}
            />
          )}
          <FilterChips
            id="design-filter-sector"
            label={t("gallery.sector")}
            chips={[ALL_SECTORS, ...SECTORS].map((key) => ({
              key,
              label: key === ALL_SECTORS ? t("gallery.allSectors") : sectors(key as Sector),
              href: hrefWith(product, { lang, sector: key }),
              current: key === sector,
            }))}
          />
        </section>
      )}

      {designs.length > 0 ? (
        <section aria-labelledby="design-results" className="flex flex-col gap-5">
          <h2 id="design-results" className="text-sm font-medium text-ink-500">
            {t("gallery.count", { count: designs.length })}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {designs.map((design, index) => (
              <li key={design.id} className="flex">
                <DesignCard
                  design={{ id: design.id, title: design.title, groupLabel: t(`groups.${design.group}`), thumb: design.thumbnailLandscape ?? design.thumb }}
                  href={designPreviewPath(design.id, design.docId)}
                  placeholderLabel={t("gallery.noThumbnail")}
                  priority={index < 3}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : lang && filtered ? (
        <EmptyState
          icon={<SparkleIcon />}
          title={t("gallery.emptyTitle")}
          text={t("gallery.emptyText")}
          action={
            <ButtonLink href={hrefWith(product, { lang, sector: ALL_SECTORS })} variant="secondary">
              {t("gallery.showAllSectors")}
            </ButtonLink>
          }
        />
      ) : (
        <EmptyState
          icon={<SparkleIcon />}
          title={t("gallery.emptyProductTitle")}
          text={t("gallery.emptyProductText")}
          action={
            product !== "proposal" && (
              <ButtonLink href={designsPath("proposal")} variant="secondary">
                {t("gallery.seeProposals")}
              </ButtonLink>
            )
          }
        />
      )}
    </div>
  );
}
