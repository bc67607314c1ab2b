-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('ADMIN', 'MEMBER');

-- CreateEnum
CREATE TYPE "TemplateType" AS ENUM ('DOCUMENT', 'TEMPLATE', 'CONTENT_TEMPLATE', 'SNAPSHOT', 'TEAM_TEMPLATE', 'DOCUMENT_FROM_TEAM_TEMPLATE');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('proposal', 'invoice', 'presentation', 'plain');

-- CreateEnum
CREATE TYPE "PaperSize" AS ENUM ('A4', 'US_LEGAL');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('EUR', 'USD', 'GBP', 'TRY', 'RUB');

-- CreateEnum
CREATE TYPE "Sector" AS ENUM ('Weddings', 'Venue', 'DMC', 'Photography', 'Finecatering', 'Flowers', 'Cakes', 'Other');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('STRIPE', 'DIRECT');

-- CreateEnum
CREATE TYPE "PlanProduct" AS ENUM ('SMALL', 'MEDIUM', 'ENTERPRISE');

-- CreateEnum
CREATE TYPE "BillingInterval" AS ENUM ('MONTHLY', 'YEARLY');

-- CreateEnum
CREATE TYPE "PlanState" AS ENUM ('TRIAL', 'PAID', 'PAYMENT_PENDING');

-- CreateEnum
CREATE TYPE "AuthTokenKind" AS ENUM ('ACTIVATION_CODE', 'ACTIVATION_LINK', 'PASSWORD_RESET');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('QUEUED', 'SENT', 'FAILED');

-- CreateEnum
CREATE TYPE "DesignTemplateGroup" AS ENUM ('sales-and-promotion', 'customized-presentation-and-offer', 'project-and-event-management');

-- CreateEnum
CREATE TYPE "ShareEventName" AS ENUM ('loaded-share-page', 'clicked-go-to-document', 'images-finished-loading', 'still-waiting-after-15s', 'still-waiting-after-40s', 'still-waiting-after-60s');

-- CreateEnum
CREATE TYPE "MediaKind" AS ENUM ('IMAGE', 'FLOOR_PLAN', 'LANDING');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "title" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "mobilePhone" TEXT,
    "instagramUserName" TEXT,
    "imageId" TEXT,
    "roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isSuperAdmin" BOOLEAN NOT NULL DEFAULT false,
    "isActivated" BOOLEAN NOT NULL DEFAULT false,
    "activatedAt" TIMESTAMP(3),
    "hasCreatedDocuments" BOOLEAN NOT NULL DEFAULT false,
    "lastUsedVersion" INTEGER,
    "referredByCodeId" TEXT,
    "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'STRIPE',
    "modulesEnabled" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emailNotifications" BOOLEAN NOT NULL DEFAULT true,
    "signupPromoVideoShown" BOOLEAN NOT NULL DEFAULT false,
    "onboarding" JSONB NOT NULL DEFAULT '{}',
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "disabledReason" TEXT,
    "salesRepresentative" TEXT,
    "stripeCustomerId" TEXT,
    "signupSurvey" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "AuthTokenKind" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "name" TEXT,
    "rememberMe" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "resetAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "teams" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "logoId" TEXT,
    "faviconId" TEXT,
    "defaultCurrency" "Currency" NOT NULL DEFAULT 'EUR',
    "decimalSeparator" TEXT NOT NULL DEFAULT '.',
    "groupSeparator" TEXT NOT NULL DEFAULT ',',
    "defaultDocStyleId" TEXT,
    "imageList" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "instagram" TEXT,
    "primarySector" "Sector",
    "signupSurvey" JSONB,
    "customSubdomain" TEXT,
    "canShareByEmail" BOOLEAN NOT NULL DEFAULT true,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "members" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "userId" TEXT,
    "role" "TeamRole" NOT NULL DEFAULT 'MEMBER',
    "invitationEmail" TEXT,
    "invitationKey" TEXT,
    "invitedById" TEXT,
    "invitedAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" TIMESTAMP(3),
    "type" "DocumentType" NOT NULL DEFAULT 'proposal',
    "templateType" "TemplateType" NOT NULL DEFAULT 'DOCUMENT',
    "teamTemplatePublished" BOOLEAN NOT NULL DEFAULT false,
    "allowAddNewBlocks" BOOLEAN NOT NULL DEFAULT true,
    "allowDeleteBlocks" BOOLEAN NOT NULL DEFAULT true,
    "originalTeamTemplateDocId" TEXT,
    "fromDesignTemplateId" TEXT,
    "eventStartDate" TIMESTAMP(3),
    "eventEndDate" TIMESTAMP(3),
    "eventHasStartDate" BOOLEAN NOT NULL DEFAULT false,
    "eventUserState" TEXT,
    "styleId" TEXT,
    "styleData" JSONB,
    "project" TEXT,
    "paperSize" "PaperSize" NOT NULL DEFAULT 'A4',
    "pageMargins" JSONB,
    "numberingStyle" TEXT NOT NULL DEFAULT 'off',
    "thumbnailId" TEXT,
    "sidebarVisible" BOOLEAN NOT NULL DEFAULT true,
    "sidebarWidth" INTEGER,
    "privateNote" TEXT,
    "customCss" TEXT,
    "header" JSONB,
    "footer" JSONB,
    "cachedData" JSONB NOT NULL DEFAULT '{}',
    "diskUsageBytes" BIGINT NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "lastOpenedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_contacts" (
    "documentId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_contacts_pkey" PRIMARY KEY ("documentId","contactId")
);

-- CreateTable
CREATE TABLE "segments" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "segmentType" TEXT NOT NULL,
    "parentId" TEXT,
    "parentIndex" INTEGER NOT NULL DEFAULT 0,
    "order" INTEGER NOT NULL,
    "content" JSONB,
    "metaData" JSONB NOT NULL DEFAULT '{}',
    "imageList" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "miscFileList" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "positionName" TEXT,
    "isFixedBlock" BOOLEAN NOT NULL DEFAULT false,
    "teamTemplateUserCanEdit" BOOLEAN NOT NULL DEFAULT true,
    "autoSelectOnHover" BOOLEAN NOT NULL DEFAULT false,
    "rowCurrencies" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "undo_entries" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "undone" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "undo_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "spreadsheet_exports" (
    "id" TEXT NOT NULL,
    "segmentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "lifetime" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "spreadsheet_exports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "snapshots" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "createdById" TEXT,
    "frozen" JSONB NOT NULL,
    "shareKey" TEXT NOT NULL,
    "shortCode" TEXT NOT NULL,
    "linkName" TEXT,
    "message" TEXT,
    "landingImageId" TEXT,
    "expiryDate" TIMESTAMP(3) NOT NULL,
    "pinProtectionCode" TEXT,
    "preventPrinting" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "emailFrom" TEXT,
    "emailTo" TEXT,
    "emailSubject" TEXT,
    "emailMsgPrefix" TEXT,
    "emailMsgLinkText" TEXT,
    "emailMsgSuffix" TEXT,
    "emailMsgBadge" TEXT,
    "emailSentAt" TIMESTAMP(3),
    "firstOpenedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_recipients" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "email" TEXT,
    "name" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_view_events" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "name" "ShareEventName" NOT NULL,
    "visitId" TEXT NOT NULL,
    "durationMs" INTEGER,
    "ipHash" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_view_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rsvp_submissions" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "segmentId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "formData" JSONB NOT NULL,
    "joining" BOOLEAN,
    "submissionKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rsvp_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog_items" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "sku" TEXT,
    "name" TEXT NOT NULL,
    "currency" "Currency" NOT NULL,
    "price" DECIMAL(14,4) NOT NULL,
    "description" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalog_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT,
    "company" TEXT,
    "jobTitle" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "albumId" TEXT,
    "name" TEXT NOT NULL,
    "sourceFileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "checksum" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "kind" "MediaKind" NOT NULL DEFAULT 'IMAGE',
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" TIMESTAMP(3),
    "uploadedById" TEXT,
    "stockPhotoId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_variants" (
    "id" TEXT NOT NULL,
    "mediaId" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "fit" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_variants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "albums" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "albums_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "misc_files" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "sourceFileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "misc_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "doc_styles" (
    "id" TEXT NOT NULL,
    "teamId" TEXT,
    "name" TEXT NOT NULL,
    "fonts" JSONB NOT NULL,
    "colors" JSONB NOT NULL,
    "others" JSONB NOT NULL,
    "uploadedFonts" JSONB NOT NULL DEFAULT '[]',
    "customCSS" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "doc_styles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "design_templates" (
    "id" TEXT NOT NULL,
    "docId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "sectors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "thumbnailLandscape" TEXT,
    "group" "DesignTemplateGroup" NOT NULL,
    "product" "DocumentType" NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "file" TEXT,
    "thumb" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "design_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "referral_codes" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "limit" INTEGER NOT NULL DEFAULT 10,
    "accountId" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referral_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_prices" (
    "id" TEXT NOT NULL,
    "product" "PlanProduct" NOT NULL,
    "interval" "BillingInterval" NOT NULL,
    "diskQuotaGb" INTEGER NOT NULL,
    "priceCents" INTEGER,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "stripePriceId" TEXT,
    "limits" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "plan_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_histories" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" "PlanState" NOT NULL,
    "product" "PlanProduct",
    "interval" "BillingInterval",
    "diskQuotaGb" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "stripeSubscriptionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "plan_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'QUEUED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "provider" TEXT,
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_events" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_stripeCustomerId_key" ON "users"("stripeCustomerId");

-- CreateIndex
CREATE INDEX "users_createdAt_idx" ON "users"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "auth_tokens_tokenHash_key" ON "auth_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "auth_tokens_userId_kind_idx" ON "auth_tokens"("userId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_tokenHash_key" ON "api_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "api_tokens_userId_idx" ON "api_tokens"("userId");

-- CreateIndex
CREATE INDEX "rate_limit_buckets_resetAt_idx" ON "rate_limit_buckets"("resetAt");

-- CreateIndex
CREATE INDEX "notifications_userId_readAt_idx" ON "notifications"("userId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "teams_nameKey_key" ON "teams"("nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "teams_customSubdomain_key" ON "teams"("customSubdomain");

-- CreateIndex
CREATE UNIQUE INDEX "members_invitationKey_key" ON "members"("invitationKey");

-- CreateIndex
CREATE INDEX "members_userId_idx" ON "members"("userId");

-- CreateIndex
CREATE INDEX "members_invitationEmail_idx" ON "members"("invitationEmail");

-- CreateIndex
CREATE UNIQUE INDEX "members_teamId_userId_key" ON "members"("teamId", "userId");

-- CreateIndex
CREATE INDEX "documents_teamId_archived_deletedAt_updatedAt_idx" ON "documents"("teamId", "archived", "deletedAt", "updatedAt");

-- CreateIndex
CREATE INDEX "documents_teamId_templateType_idx" ON "documents"("teamId", "templateType");

-- CreateIndex
CREATE INDEX "documents_ownerId_idx" ON "documents"("ownerId");

-- CreateIndex
CREATE INDEX "documents_eventStartDate_idx" ON "documents"("eventStartDate");

-- CreateIndex
CREATE INDEX "documents_originalTeamTemplateDocId_idx" ON "documents"("originalTeamTemplateDocId");

-- CreateIndex
CREATE INDEX "documents_styleId_idx" ON "documents"("styleId");

-- CreateIndex
CREATE INDEX "document_contacts_contactId_idx" ON "document_contacts"("contactId");

-- CreateIndex
CREATE INDEX "segments_documentId_parentId_order_idx" ON "segments"("documentId", "parentId", "order");

-- CreateIndex
CREATE INDEX "segments_parentId_idx" ON "segments"("parentId");

-- CreateIndex
CREATE INDEX "undo_entries_documentId_userId_seq_idx" ON "undo_entries"("documentId", "userId", "seq");

-- CreateIndex
CREATE INDEX "undo_entries_userId_idx" ON "undo_entries"("userId");

-- CreateIndex
CREATE INDEX "spreadsheet_exports_userId_idx" ON "spreadsheet_exports"("userId");

-- CreateIndex
CREATE INDEX "spreadsheet_exports_expiresAt_idx" ON "spreadsheet_exports"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "snapshots_shareKey_key" ON "snapshots"("shareKey");

-- CreateIndex
CREATE UNIQUE INDEX "snapshots_shortCode_key" ON "snapshots"("shortCode");

-- CreateIndex
CREATE INDEX "snapshots_documentId_createdAt_idx" ON "snapshots"("documentId", "createdAt");

-- CreateIndex
CREATE INDEX "snapshots_createdAt_idx" ON "snapshots"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "share_recipients_snapshotId_recipientKey_key" ON "share_recipients"("snapshotId", "recipientKey");

-- CreateIndex
CREATE INDEX "share_view_events_snapshotId_createdAt_idx" ON "share_view_events"("snapshotId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "rsvp_submissions_submissionKey_key" ON "rsvp_submissions"("submissionKey");

-- CreateIndex
CREATE INDEX "rsvp_submissions_snapshotId_segmentId_idx" ON "rsvp_submissions"("snapshotId", "segmentId");

-- CreateIndex
CREATE INDEX "catalog_items_teamId_name_idx" ON "catalog_items"("teamId", "name");

-- CreateIndex
CREATE INDEX "contacts_teamId_lastname_idx" ON "contacts"("teamId", "lastname");

-- CreateIndex
CREATE INDEX "media_teamId_deleted_idx" ON "media"("teamId", "deleted");

-- CreateIndex
CREATE INDEX "media_teamId_checksum_idx" ON "media"("teamId", "checksum");

-- CreateIndex
CREATE INDEX "media_teamId_sourceFileName_idx" ON "media"("teamId", "sourceFileName");

-- CreateIndex
CREATE INDEX "media_albumId_idx" ON "media"("albumId");

-- CreateIndex
CREATE UNIQUE INDEX "media_variants_mediaId_width_height_format_fit_key" ON "media_variants"("mediaId", "width", "height", "format", "fit");

-- CreateIndex
CREATE UNIQUE INDEX "albums_teamId_name_key" ON "albums"("teamId", "name");

-- CreateIndex
CREATE INDEX "misc_files_teamId_idx" ON "misc_files"("teamId");

-- CreateIndex
CREATE INDEX "doc_styles_teamId_idx" ON "doc_styles"("teamId");

-- CreateIndex
CREATE INDEX "design_templates_product_lang_idx" ON "design_templates"("product", "lang");

-- CreateIndex
CREATE INDEX "design_templates_docId_idx" ON "design_templates"("docId");

-- CreateIndex
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes"("code");

-- CreateIndex
CREATE UNIQUE INDEX "plan_prices_stripePriceId_key" ON "plan_prices"("stripePriceId");

-- CreateIndex
CREATE UNIQUE INDEX "plan_prices_product_interval_key" ON "plan_prices"("product", "interval");

-- CreateIndex
CREATE INDEX "plan_histories_userId_createdAt_idx" ON "plan_histories"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "plan_histories_stripeSubscriptionId_idx" ON "plan_histories"("stripeSubscriptionId");

-- CreateIndex
CREATE INDEX "email_outbox_createdAt_idx" ON "email_outbox"("createdAt");

-- CreateIndex
CREATE INDEX "email_outbox_status_createdAt_idx" ON "email_outbox"("status", "createdAt");

-- CreateIndex
CREATE INDEX "audit_logs_targetType_targetId_idx" ON "audit_logs"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "audit_logs_createdAt_idx" ON "audit_logs"("createdAt");

-- CreateIndex
CREATE INDEX "user_events_name_createdAt_idx" ON "user_events"("name", "createdAt");

-- CreateIndex
CREATE INDEX "user_events_userId_idx" ON "user_events"("userId");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_referredByCodeId_fkey" FOREIGN KEY ("referredByCodeId") REFERENCES "referral_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_logoId_fkey" FOREIGN KEY ("logoId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_faviconId_fkey" FOREIGN KEY ("faviconId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_defaultDocStyleId_fkey" FOREIGN KEY ("defaultDocStyleId") REFERENCES "doc_styles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_originalTeamTemplateDocId_fkey" FOREIGN KEY ("originalTeamTemplateDocId") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_fromDesignTemplateId_fkey" FOREIGN KEY ("fromDesignTemplateId") REFERENCES "design_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "doc_styles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_contacts" ADD CONSTRAINT "document_contacts_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_contacts" ADD CONSTRAINT "document_contacts_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "segments" ADD CONSTRAINT "segments_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "segments" ADD CONSTRAINT "segments_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "segments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "undo_entries" ADD CONSTRAINT "undo_entries_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "undo_entries" ADD CONSTRAINT "undo_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spreadsheet_exports" ADD CONSTRAINT "spreadsheet_exports_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_landingImageId_fkey" FOREIGN KEY ("landingImageId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_recipients" ADD CONSTRAINT "share_recipients_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_view_events" ADD CONSTRAINT "share_view_events_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvp_submissions" ADD CONSTRAINT "rsvp_submissions_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "albums"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "albums" ADD CONSTRAINT "albums_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "misc_files" ADD CONSTRAINT "misc_files_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "misc_files" ADD CONSTRAINT "misc_files_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "doc_styles" ADD CONSTRAINT "doc_styles_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "design_templates" ADD CONSTRAINT "design_templates_docId_fkey" FOREIGN KEY ("docId") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_histories" ADD CONSTRAINT "plan_histories_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
