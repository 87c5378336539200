-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "OpportunityCategory" AS ENUM ('standard', 'featured');

-- CreateEnum
CREATE TYPE "OpportunityStatus" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "OpportunitySource" AS ENUM ('seed', 'admin', 'recruiter', 'tenant', 'import');

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "IdentityProvider" AS ENUM ('google', 'linkedin', 'dev');

-- CreateEnum
CREATE TYPE "SessionKind" AS ENUM ('candidate', 'recruiter', 'tenant');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('submitted', 'under_review', 'shortlisted', 'rejected', 'accepted', 'withdrawn');

-- CreateEnum
CREATE TYPE "RecruiterStatus" AS ENUM ('pending', 'active', 'suspended');

-- CreateEnum
CREATE TYPE "RecruiterTokenKind" AS ENUM ('email_verification', 'password_reset');

-- CreateEnum
CREATE TYPE "TenantRole" AS ENUM ('owner', 'admin', 'reviewer');

-- CreateEnum
CREATE TYPE "ApplicantStatus" AS ENUM ('new', 'reviewing', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn');

-- CreateEnum
CREATE TYPE "PublicationStatus" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'unsubscribed');

-- CreateTable
CREATE TABLE "universities" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "city" TEXT,
    "website" TEXT,
    "logo_key" TEXT,
    "email_domains" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "universities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opportunities" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "university_id" UUID,
    "university_name" TEXT NOT NULL,
    "university_url" TEXT,
    "department" TEXT,
    "discipline" TEXT,
    "supervisor" TEXT,
    "supervisor_url" TEXT,
    "closing_date" TIMESTAMPTZ(3),
    "deadline" TEXT,
    "open_to" TEXT,
    "city" TEXT,
    "country" TEXT NOT NULL,
    "opportunity_url" TEXT,
    "fully_funded" BOOLEAN NOT NULL DEFAULT false,
    "funding" TEXT,
    "funding_details" TEXT,
    "research_area" TEXT,
    "ai_summary" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "collect_resumes" BOOLEAN NOT NULL DEFAULT false,
    "category" "OpportunityCategory" NOT NULL DEFAULT 'standard',
    "status" "OpportunityStatus" NOT NULL DEFAULT 'open',
    "source" "OpportunitySource" NOT NULL DEFAULT 'admin',
    "views" INTEGER NOT NULL DEFAULT 0,
    "search_vector" tsvector,
    "indexed_at" TIMESTAMPTZ(3),
    "recruiter_id" UUID,
    "tenant_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "opportunities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opportunity_view_days" (
    "opportunity_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "opportunity_view_days_pkey" PRIMARY KEY ("opportunity_id","day")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "picture" TEXT,
    "role" "UserRole" NOT NULL DEFAULT 'user',
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_identities" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "provider" "IdentityProvider" NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_identities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "kind" "SessionKind" NOT NULL,
    "user_id" UUID,
    "recruiter_id" UUID,
    "tenant_user_id" UUID,
    "data" JSONB NOT NULL DEFAULT '{}',
    "user_agent" TEXT,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_opportunities" (
    "user_id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_opportunities_pkey" PRIMARY KEY ("user_id","opportunity_id")
);

-- CreateTable
CREATE TABLE "user_preferences" (
    "user_id" UUID NOT NULL,
    "countries" TEXT[],
    "universities" TEXT[],
    "departments" TEXT[],
    "comments" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_preferences_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "recommendations" (
    "user_id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "reason" TEXT,
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendations_pkey" PRIMARY KEY ("user_id","opportunity_id")
);

-- CreateTable
CREATE TABLE "applications" (
    "id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "user_id" UUID,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "contact_mobile" TEXT NOT NULL,
    "comments" TEXT,
    "resume_key" TEXT,
    "resume_filename" TEXT,
    "resume_mime" TEXT,
    "resume_size" INTEGER,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'submitted',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recruiters" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "university_id" UUID,
    "university_name" TEXT NOT NULL,
    "position" TEXT,
    "department" TEXT,
    "city" TEXT,
    "country" TEXT,
    "email_verified_at" TIMESTAMPTZ(3),
    "status" "RecruiterStatus" NOT NULL DEFAULT 'pending',
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recruiters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recruiter_tokens" (
    "id" UUID NOT NULL,
    "recruiter_id" UUID NOT NULL,
    "kind" "RecruiterTokenKind" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recruiter_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenants" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "university_id" UUID,
    "university_name" TEXT NOT NULL,
    "logo_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_users" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "TenantRole" NOT NULL DEFAULT 'reviewer',
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenant_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicants" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "opportunity_id" UUID,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "country" TEXT,
    "status" "ApplicantStatus" NOT NULL DEFAULT 'new',
    "resume_key" TEXT,
    "resume_filename" TEXT,
    "resume_mime" TEXT,
    "resume_size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_comments" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "author_id" UUID,
    "comment" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "applicant_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_status_changes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "from_status" "ApplicantStatus",
    "to_status" "ApplicantStatus" NOT NULL,
    "changed_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "applicant_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "content_html" TEXT NOT NULL DEFAULT '',
    "cover_key" TEXT,
    "author_id" UUID,
    "status" "PublicationStatus" NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "professor_postings" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "professor_name" TEXT NOT NULL,
    "professor_email" TEXT,
    "professor_url" TEXT,
    "university_id" UUID,
    "university_name" TEXT NOT NULL,
    "department" TEXT,
    "discipline" TEXT,
    "country" TEXT NOT NULL,
    "city" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "fully_funded" BOOLEAN NOT NULL DEFAULT false,
    "closing_date" TIMESTAMPTZ(3),
    "status" "PublicationStatus" NOT NULL DEFAULT 'published',
    "recruiter_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "professor_postings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscriptions" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "unsubscribe_token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribed_at" TIMESTAMPTZ(3),

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_days" (
    "day" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "label" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_days_pkey" PRIMARY KEY ("day","name","label")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_receipts" (
    "consumer" TEXT NOT NULL,
    "event_id" BIGINT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_receipts_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "universities_name_key" ON "universities"("name");

-- CreateIndex
CREATE UNIQUE INDEX "universities_slug_key" ON "universities"("slug");

-- CreateIndex
CREATE INDEX "universities_country_name_idx" ON "universities"("country", "name");

-- CreateIndex
CREATE INDEX "universities_email_domains_idx" ON "universities" USING GIN ("email_domains");

-- CreateIndex
CREATE INDEX "opportunities_status_category_created_at_idx" ON "opportunities"("status", "category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_status_country_created_at_idx" ON "opportunities"("status", "country", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_status_university_name_created_at_idx" ON "opportunities"("status", "university_name", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_status_discipline_created_at_idx" ON "opportunities"("status", "discipline", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_status_department_idx" ON "opportunities"("status", "department");

-- CreateIndex
CREATE INDEX "opportunities_status_fully_funded_created_at_idx" ON "opportunities"("status", "fully_funded", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_status_views_idx" ON "opportunities"("status", "views" DESC);

-- CreateIndex
CREATE INDEX "opportunities_closing_date_idx" ON "opportunities"("closing_date");

-- CreateIndex
CREATE INDEX "opportunities_university_id_idx" ON "opportunities"("university_id");

-- CreateIndex
CREATE INDEX "opportunities_recruiter_id_idx" ON "opportunities"("recruiter_id");

-- CreateIndex
CREATE INDEX "opportunities_tenant_id_created_at_idx" ON "opportunities"("tenant_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "opportunities_search_vector_idx" ON "opportunities" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "opportunity_view_days_day_idx" ON "opportunity_view_days"("day");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "user_identities_user_id_idx" ON "user_identities"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities"("provider", "subject");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_recruiter_id_idx" ON "sessions"("recruiter_id");

-- CreateIndex
CREATE INDEX "sessions_tenant_user_id_idx" ON "sessions"("tenant_user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "saved_opportunities_user_id_created_at_idx" ON "saved_opportunities"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "saved_opportunities_opportunity_id_idx" ON "saved_opportunities"("opportunity_id");

-- CreateIndex
CREATE INDEX "recommendations_user_id_score_idx" ON "recommendations"("user_id", "score" DESC);

-- CreateIndex
CREATE INDEX "applications_user_id_created_at_idx" ON "applications"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applications_opportunity_id_created_at_idx" ON "applications"("opportunity_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "applications_opportunity_id_email_key" ON "applications"("opportunity_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "recruiters_email_key" ON "recruiters"("email");

-- CreateIndex
CREATE INDEX "recruiters_university_id_idx" ON "recruiters"("university_id");

-- CreateIndex
CREATE UNIQUE INDEX "recruiter_tokens_token_hash_key" ON "recruiter_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "recruiter_tokens_recruiter_id_kind_idx" ON "recruiter_tokens"("recruiter_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "tenants_slug_key" ON "tenants"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "tenant_users_tenant_id_email_key" ON "tenant_users"("tenant_id", "email");

-- CreateIndex
CREATE INDEX "applicants_tenant_id_status_created_at_idx" ON "applicants"("tenant_id", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applicants_tenant_id_opportunity_id_created_at_idx" ON "applicants"("tenant_id", "opportunity_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applicants_tenant_id_email_idx" ON "applicants"("tenant_id", "email");

-- CreateIndex
CREATE INDEX "applicant_comments_tenant_id_applicant_id_created_at_idx" ON "applicant_comments"("tenant_id", "applicant_id", "created_at");

-- CreateIndex
CREATE INDEX "applicant_comments_applicant_id_idx" ON "applicant_comments"("applicant_id");

-- CreateIndex
CREATE INDEX "applicant_comments_author_id_idx" ON "applicant_comments"("author_id");

-- CreateIndex
CREATE INDEX "applicant_status_changes_tenant_id_applicant_id_created_at_idx" ON "applicant_status_changes"("tenant_id", "applicant_id", "created_at");

-- CreateIndex
CREATE INDEX "applicant_status_changes_applicant_id_idx" ON "applicant_status_changes"("applicant_id");

-- CreateIndex
CREATE INDEX "applicant_status_changes_changed_by_id_idx" ON "applicant_status_changes"("changed_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");

-- CreateIndex
CREATE INDEX "blog_posts_status_published_at_idx" ON "blog_posts"("status", "published_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_author_id_idx" ON "blog_posts"("author_id");

-- CreateIndex
CREATE INDEX "professor_postings_status_created_at_idx" ON "professor_postings"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "professor_postings_country_idx" ON "professor_postings"("country");

-- CreateIndex
CREATE INDEX "professor_postings_university_id_idx" ON "professor_postings"("university_id");

-- CreateIndex
CREATE INDEX "professor_postings_recruiter_id_idx" ON "professor_postings"("recruiter_id");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions"("email");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_token_hash_key" ON "newsletter_subscriptions"("unsubscribe_token_hash");

-- CreateIndex
CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions"("status");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_available_at_idx" ON "outbox_events"("published_at", "available_at");

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_university_id_fkey" FOREIGN KEY ("university_id") REFERENCES "universities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "recruiters"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity_view_days" ADD CONSTRAINT "opportunity_view_days_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "recruiters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_user_id_fkey" FOREIGN KEY ("tenant_user_id") REFERENCES "tenant_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_university_id_fkey" FOREIGN KEY ("university_id") REFERENCES "universities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recruiter_tokens" ADD CONSTRAINT "recruiter_tokens_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "recruiters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_university_id_fkey" FOREIGN KEY ("university_id") REFERENCES "universities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_users" ADD CONSTRAINT "tenant_users_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_status_changes" ADD CONSTRAINT "applicant_status_changes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_status_changes" ADD CONSTRAINT "applicant_status_changes_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_status_changes" ADD CONSTRAINT "applicant_status_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "professor_postings" ADD CONSTRAINT "professor_postings_university_id_fkey" FOREIGN KEY ("university_id") REFERENCES "universities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "professor_postings" ADD CONSTRAINT "professor_postings_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "recruiters"("id") ON DELETE SET NULL ON UPDATE CASCADE;

