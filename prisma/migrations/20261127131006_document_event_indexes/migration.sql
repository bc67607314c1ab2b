-- CreateIndex
CREATE INDEX "documents_events_start_idx" ON "documents"("teamId", "templateType", "eventStartDate", "id") WHERE ("deletedAt" IS NULL AND NOT archived AND "eventStartDate" IS NOT NULL);

-- CreateIndex
CREATE INDEX "documents_events_end_idx" ON "documents"("teamId", "templateType", "eventEndDate") WHERE ("deletedAt" IS NULL AND NOT archived AND "eventEndDate" IS NOT NULL);
