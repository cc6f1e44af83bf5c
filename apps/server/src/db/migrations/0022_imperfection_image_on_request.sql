ALTER TABLE "diamond_imperfections" DROP CONSTRAINT "diamond_imperfections_image_file_id_stored_files_id_fk";
--> statement-breakpoint
DROP INDEX "diamond_imperfections_image_idx";--> statement-breakpoint
ALTER TABLE "diamond_imperfections" DROP COLUMN "image_file_id";