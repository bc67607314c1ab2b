-- AlterTable
ALTER TABLE "signatures" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "signer_verifications" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';
