ALTER TABLE "uploads" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "resume_progress" integer DEFAULT 0 NOT NULL;