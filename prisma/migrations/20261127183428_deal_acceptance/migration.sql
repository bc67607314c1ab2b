-- CreateEnum
CREATE TYPE "DealStatus" AS ENUM ('NONE', 'AWAITING', 'ACCEPTED', 'DECLINED');

-- CreateEnum
CREATE TYPE "DealOutcome" AS ENUM ('ACCEPTED', 'DECLINED');

-- CreateEnum
CREATE TYPE "SignatureKind" AS ENUM ('typed', 'drawn');

-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "dealStatus" "DealStatus" NOT NULL DEFAULT 'NONE',
ADD COLUMN     "dealStatusAt" TIMESTAMP(3),
ADD COLUMN     "requireAcceptance" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "snapshots" ADD COLUMN     "hasChoices" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requireAcceptance" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "share_selections" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "choices" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_selections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "signer_verifications" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "blockId" TEXT NOT NULL,
    "signerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "tokenHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "signer_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "signatures" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "blockId" TEXT NOT NULL,
    "signerId" TEXT NOT NULL,
    "signerName" TEXT NOT NULL,
    "signerEmail" TEXT NOT NULL,
    "signerRole" TEXT,
    "verification" JSONB NOT NULL,
    "kind" "SignatureKind" NOT NULL,
    "typedText" TEXT,
    "image" BYTEA,
    "contentHash" TEXT NOT NULL,
    "addressHash" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accepted_contents" (
    "hash" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accepted_contents_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "deal_decisions" (
    "id" TEXT NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "outcome" "DealOutcome" NOT NULL,
    "contentHash" TEXT,
    "decidedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "declineReason" TEXT,
    "declinedBy" TEXT,
    "declinedEmail" TEXT,
    "pdfKey" TEXT,

    CONSTRAINT "deal_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "share_selections_snapshotId_recipientKey_key" ON "share_selections"("snapshotId", "recipientKey");

-- CreateIndex
CREATE UNIQUE INDEX "signer_verifications_snapshotId_recipientKey_blockId_signer_key" ON "signer_verifications"("snapshotId", "recipientKey", "blockId", "signerId");

-- CreateIndex
CREATE INDEX "signatures_contentHash_idx" ON "signatures"("contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "signatures_snapshotId_recipientKey_blockId_signerId_key" ON "signatures"("snapshotId", "recipientKey", "blockId", "signerId");

-- CreateIndex
CREATE INDEX "deal_decisions_documentId_decidedAt_idx" ON "deal_decisions"("documentId", "decidedAt");

-- CreateIndex
CREATE INDEX "deal_decisions_contentHash_idx" ON "deal_decisions"("contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "deal_decisions_snapshotId_recipientKey_key" ON "deal_decisions"("snapshotId", "recipientKey");

-- CreateIndex
CREATE INDEX "documents_deal_idx" ON "documents"("teamId", "templateType", "dealStatus", "updatedAt" DESC, "id" DESC) WHERE ("deletedAt" IS NULL AND "dealStatus" <> 'NONE');

-- AddForeignKey
ALTER TABLE "share_selections" ADD CONSTRAINT "share_selections_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "signer_verifications" ADD CONSTRAINT "signer_verifications_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_contentHash_fkey" FOREIGN KEY ("contentHash") REFERENCES "accepted_contents"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_decisions" ADD CONSTRAINT "deal_decisions_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_decisions" ADD CONSTRAINT "deal_decisions_contentHash_fkey" FOREIGN KEY ("contentHash") REFERENCES "accepted_contents"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;
