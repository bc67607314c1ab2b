-- DropIndex
DROP INDEX "documents_teamId_archived_deletedAt_updatedAt_idx";

-- CreateIndex
CREATE INDEX "documents_list_idx" ON "documents"("teamId", "templateType", "archived", "updatedAt" DESC, "id" DESC) WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "documents_list_owner_idx" ON "documents"("ownerId", "teamId", "templateType", "archived", "updatedAt" DESC, "id" DESC) WHERE ("deletedAt" IS NULL);
