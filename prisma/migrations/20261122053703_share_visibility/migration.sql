-- AlterTable
ALTER TABLE "snapshots" ADD COLUMN     "fileIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "mediaIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "rsvpSegmentIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "snapshots_rsvpSegmentIds_idx" ON "snapshots" USING GIN ("rsvpSegmentIds");
