// The applicant profile's own rules (issue 32): the ORCID iD's ISO 7064 MOD 11-2 checksum (bare iD or
// its orcid.org address, stored bare), the links' https and hosts, and saving on real Postgres (the
// list's spelling of a country, an unknown country refused, a second save replacing the first, the
// phone split back into dial code and number).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInput } from '@phd/contracts/input/candidate-profile';
import { orcidCheckCharacter, parseOrcid } from '@phd/contracts/input/orcid';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { COUNTRY_UNKNOWN, getProfile, saveProfile } from '../../src/candidates/profile.ts';
import { DomainError } from '../../src/errors.ts';

describe('ORCID iDs', () => {
  it.each([
    ['0000-0002-1825-0097', '0000-0002-1825-0097'],
    ['https://orcid.org/0000-0002-1825-0097', '0000-0002-1825-0097'],
    ['http://www.orcid.org/0000-0002-1825-0097/', '0000-0002-1825-0097'],
    ['0000000218250097', '0000-0002-1825-0097'],
    // ORCID's own example of a check character X (10), typed in lower case.
    ['0000-0002-1694-233x', '0000-0002-1694-233X'],
  ])('accepts %s as %s', (input, bare) => {
    expect(parseOrcid(input)).toBe(bare);
  });

  it.each([
    '0000-0002-1825-0098',
    '0000-0002-1825-009',
    'https://example.org/0000-0002-1825-0097',
    'abcd-0002-1825-0097',
    '',
  ])('refuses %s', (input) => {
    expect(parseOrcid(input)).toBeNull();
  });

  it('computes the check character as ORCID documents it', () => {
    expect(orcidCheckCharacter('000000021825009')).toBe('7');
    expect(orcidCheckCharacter('000000021694233')).toBe('X');
  });
});

describe('profile links', () => {
  const links = (change: Record<string, string | undefined>) => profileInput.safeParse(change);
  it('takes https addresses on the right hosts, Scholar on its country domains too', () => {
    const parsed = links({
      github_url: 'https://github.com/ada',
      scholar_url: 'https://scholar.google.de/citations?user=x',
      website_url: 'https://ada.example.org',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      github_url: 'https://github.com/ada',
      website_url: 'https://ada.example.org/',
    });
  });
  it.each([
    { github_url: 'https://github.com.evil.example/ada' },
    { github_url: 'javascript:alert(1)' },
    { website_url: 'https://user:pass@ada.example.org' },
    { website_url: 'ftp://ada.example.org' },
    { scholar_url: 'https://google.com/scholar' },
  ])('refuses %o', (change) => {
    expect(links(change).success).toBe(false);
  });
});

describe('saving a profile', () => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await database.db.user.create({ data: { email: 'profile-service@example.org' } })).id;
  });
  afterAll(() => database?.drop());

  const input = (change: Record<string, unknown>) => profileInput.parse({ full_name: 'Ada', ...change });

  it('reads empty before the first save, then what was saved; a second save replaces the first', async () => {
    expect(await getProfile(database.db, userId)).toMatchObject({ full_name: '', phone: null, languages: [] });
    await saveProfile(
      database.db,
      userId,
      input({ nationality: 'FRANCE', phone: { dial_code: '+33', number: '6 12 34 56 78' } }),
    );
    expect(await getProfile(database.db, userId)).toMatchObject({
      nationality: 'France',
      phone: { dial_code: '+33', number: '6 12 34 56 78' },
    });
    await saveProfile(database.db, userId, input({ full_name: 'Ada L.' }));
    expect(await getProfile(database.db, userId)).toMatchObject({
      full_name: 'Ada L.',
      nationality: null,
      phone: null,
    });
    expect(await database.db.candidateProfile.count({ where: { userId } })).toBe(1);
  });

  it('refuses a country that is not on the list, naming the field', async () => {
    const refusal = saveProfile(database.db, userId, input({ country_of_residence: 'Narnia' }));
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      details: { country_of_residence: COUNTRY_UNKNOWN('Country of residence') },
    });
  });
});
