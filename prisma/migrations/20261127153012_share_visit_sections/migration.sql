-- AlterTable
ALTER TABLE "share_view_events" ADD COLUMN     "lastSectionId" TEXT,
ADD COLUMN     "sectionMs" JSONB;
