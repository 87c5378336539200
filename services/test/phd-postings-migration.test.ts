// Migration 20261126093700_phd_postings keeps the data of the table it drops: the professor postings
// become opportunities with the same ids (links keep working), posted by the professor, a recruiter's
// as source recruiter and the others as post_jobs, a draft still a draft, waiting for the indexer;
// recruiters' positions published before learn who posted them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before.ts';

const MIGRATION = '20261126093700_phd_postings';
const PUBLISHED = '00000000-0000-4000-8000-000000000001';
const DRAFT = '00000000-0000-4000-8000-000000000002';
const BY_RECRUITER = '00000000-0000-4000-8000-000000000003';
const RECRUITER = '00000000-0000-4000-8000-0000000000aa';
const RECRUITERS_OWN = '00000000-0000-4000-8000-000000000004';

describe(`migration ${MIGRATION} (real Postgres)`, () => {
  let before: DatabaseBefore;
  let client: pg.Client;

  beforeAll(async () => {
    // Every migration before this one, then the old table's rows, then the rest.
    before = await databaseBefore(MIGRATION);
    client = before.client;
    await client.query(
      `INSERT INTO recruiters (id, email, password_hash, first_name, last_name, university_name, position, department, status, updated_at)
       VALUES ($1, 'r@ed.ac.uk', 'x', 'Rhona', 'Reid', 'University of Edinburgh', 'Lecturer', 'Informatics', 'active', now())`,
      [RECRUITER],
    );
    // A recruiter's position published before: it learns who posted it.
    await client.query(
      `INSERT INTO opportunities (id, title, university_name, country, source, recruiter_id, updated_at)
       VALUES ($1, 'Earlier recruiter position', 'University of Edinburgh', 'United Kingdom', 'recruiter', $2, now())`,
      [RECRUITERS_OWN, RECRUITER],
    );
    await client.query(
      `INSERT INTO professor_postings (id, title, professor_name, professor_email, professor_url, university_name,
         department, discipline, country, city, description, fully_funded, closing_date, status, recruiter_id,
         created_at, updated_at)
       VALUES ($1, 'PhD Students Wanted: Glaciology', 'Prof. Ines Alvarez', 'ines@uni.test', 'https://uni.test/ines',
               'University of Testing', 'Earth Sciences', 'Geosciences', 'Spain', 'Madrid', '<p>Ice.</p>', true,
               '2027-01-31T00:00:00Z', 'published', NULL, '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z'),
              ($2, 'Draft call', 'Dr. Tom Weller', NULL, NULL, 'University of Testing', NULL, NULL, 'Germany', NULL,
               '', false, NULL, 'draft', NULL, '2026-10-03T10:00:00Z', '2026-10-03T10:00:00Z'),
              ($3, 'Recruiter call', 'Dr. Rhona Reid', NULL, NULL, 'University of Edinburgh', 'Informatics', NULL,
               'United Kingdom', 'Edinburgh', '', false, NULL, 'published', $4, '2026-10-04T10:00:00Z', '2026-10-04T10:00:00Z')`,
      [PUBLISHED, DRAFT, BY_RECRUITER, RECRUITER],
    );
    await before.migrateRest();
  });
  afterAll(() => before?.close());

  it('moves every professor posting into opportunities under its own id, then drops the table', async () => {
    const rows = await client.query(
      `SELECT id::text, title, status::text, source::text, recruiter_id::text, posted_by_name, posted_by_department,
              poster_email, supervisor, supervisor_url, university_name, country, city, fully_funded, closing_date,
              moderation_state::text, indexed_at, created_at, updated_at
         FROM opportunities ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      {
        id: PUBLISHED,
        title: 'PhD Students Wanted: Glaciology',
        status: 'open',
        source: 'post_jobs',
        recruiter_id: null,
        posted_by_name: 'Prof. Ines Alvarez',
        posted_by_department: 'Earth Sciences',
        poster_email: 'ines@uni.test',
        supervisor: 'Prof. Ines Alvarez',
        supervisor_url: 'https://uni.test/ines',
        university_name: 'University of Testing',
        country: 'Spain',
        city: 'Madrid',
        fully_funded: true,
        closing_date: new Date('2027-01-31T00:00:00Z'),
        moderation_state: 'approved',
        // Not indexed yet: the search index's sweep picks it up.
        indexed_at: null,
        created_at: new Date('2026-10-01T10:00:00Z'),
        updated_at: new Date('2026-10-02T10:00:00Z'),
      },
      expect.objectContaining({ id: DRAFT, status: 'draft', source: 'post_jobs', posted_by_name: 'Dr. Tom Weller' }),
      expect.objectContaining({ id: BY_RECRUITER, status: 'open', source: 'recruiter', recruiter_id: RECRUITER }),
      expect.objectContaining({ id: RECRUITERS_OWN, source: 'recruiter', posted_by_name: 'Rhona Reid' }),
    ]);
    const own = await client.query(`SELECT posted_by_position, posted_by_department FROM opportunities WHERE id = $1`, [
      RECRUITERS_OWN,
    ]);
    expect(own.rows[0]).toEqual({ posted_by_position: 'Lecturer', posted_by_department: 'Informatics' });
    const table = await client.query(`SELECT to_regclass('professor_postings') AS t`);
    expect(table.rows[0].t).toBeNull();
  });
});
