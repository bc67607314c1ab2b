-- AlterTable
ALTER TABLE "users" ADD COLUMN     "editorPanelCollapsed" BOOLEAN NOT NULL DEFAULT false;
