-- AlterEnum
ALTER TYPE "DocumentType" ADD VALUE 'invitation';

-- CreateIndex
CREATE UNIQUE INDEX "design_templates_file_key" ON "design_templates"("file");
