-- AlterTable
ALTER TABLE "plan_histories" ADD COLUMN     "source" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "billingEventAt" TIMESTAMP(3);

-- DropTable
DROP TABLE "plan_prices";
